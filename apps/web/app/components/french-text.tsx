import { ordinalParts } from '@pretscope/core';
import { Fragment } from 'react';

/**
 * Text already in French typography (core's sources, formatted dates, observation sentences) with its ordinals set in
 * superscript (« 1<sup>er</sup> novembre », « XX<sup>e</sup> siècle »), as the markdown renderer sets articles
 * (rehype-french-typography). Only the ordinals are cut (core's ordinalParts): the typography rules stay out of the
 * page's JavaScript. Screen readers read « 1er » either way.
 */
export function FrenchText({ children }: { children: string }) {
  return (
    <>
      {ordinalParts(children).map((part, index) =>
        part.kind === 'text' ? (
          <Fragment key={index}>{part.text}</Fragment>
        ) : (
          <Fragment key={index}>
            {part.figure}
            <sup>{part.suffix}</sup>
          </Fragment>
        ),
      )}
    </>
  );
}
