import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { BrowserIntegrations } from './browser-integrations.ts';
import type { ConsentChoice } from './consent-choice.ts';

const CURRENT_CHOICE: Readonly<Record<ConsentChoice, string>> = { accepted: 'vous avez accepté', refused: 'vous avez refusé' };

/** What each configured integration would be used for, in the banner's order. */
function purposesOf(integrations: BrowserIntegrations): string[] {
  return [
    integrations.gaMeasurementId
      ? 'mesurer la fréquentation du site avec Google Analytics (pages consultées, sans publicité ni profilage)'
      : null,
    integrations.sentryDsn
      ? 'lorsqu’une erreur survient, joindre à son rapport (Sentry) un enregistrement masqué de la minute précédente, sans aucun texte affiché ou saisi'
      : null,
  ].filter((purpose) => purpose !== null);
}

/**
 * The consent banner (spec §1; CNIL guidelines): what would be used and why, then « Refuser » and « Accepter »
 * side by side, the same size and style, nothing ticked in advance. It does not block the page: until the visitor
 * answers, nothing is loaded, which is the same as refusing.
 */
export function ConsentBanner({
  integrations,
  choice,
  takeFocus,
  onChoose,
}: {
  integrations: BrowserIntegrations;
  choice: ConsentChoice | undefined;
  takeFocus: boolean;
  onChoose: (choice: ConsentChoice) => void;
}) {
  const title = useRef<HTMLHeadingElement>(null);
  const purposes = purposesOf(integrations);
  useEffect(() => {
    if (takeFocus) title.current?.focus();
  }, [takeFocus]);
  return (
    <section className="consent-banner" aria-labelledby="consentement-titre" data-consent-banner="">
      <div className="container consent-banner__inner">
        <h2 id="consentement-titre" className="consent-banner__title" tabIndex={-1} ref={title}>
          Mesure d’audience et suivi des erreurs
        </h2>
        <p>Avec votre accord, nous aimerions&nbsp;:</p>
        <ul className="consent-banner__purposes">
          {/* One sentence: each purpose but the last ends with « ; », the last with a full stop. */}
          {purposes.map((purpose, index) => (
            <li key={purpose}>
              {purpose}
              {index < purposes.length - 1 ? '\u202f;' : '.'}
            </li>
          ))}
        </ul>
        <p>
          Rien n’est chargé tant que vous n’avez pas choisi, et refuser ne change rien au site. Vous pouvez changer d’avis à tout moment
          avec le lien «&#x202f;Gérer les cookies&#x202f;» en bas de chaque page.{' '}
          <Link to="/politique-de-confidentialite">Politique de confidentialité</Link>
        </p>
        {choice ? <p className="consent-banner__current">Votre choix actuel&nbsp;: {CURRENT_CHOICE[choice]}.</p> : null}
        <div className="consent-banner__actions">
          <button type="button" className="button consent-banner__choice" onClick={() => onChoose('refused')}>
            Refuser
          </button>
          <button type="button" className="button consent-banner__choice" onClick={() => onChoose('accepted')}>
            Accepter
          </button>
        </div>
      </div>
    </section>
  );
}
