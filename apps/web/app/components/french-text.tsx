import { frenchTextParts } from '@pretscope/core';
import { Fragment } from 'react';

/**
 * A sentence in French typography with its ordinals set in superscript (« 1<sup>er</sup> novembre », « XX<sup>e</sup>
 * siècle »), as the markdown renderer sets articles (rehype-french-typography). For text built in code: dates,
 * sources, observation sentences. Screen readers read « 1er » either way.
 */
export function FrenchText({ children }: { children: string }) {
  return (
    <>
      {frenchTextParts(children).map((part, index) =>
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
