import { creditWarning } from '@pretscope/core';

export function SiteFooter() {
  // The warning in force today (France changed its wording on 20 November 2026): dated data from core.
  const warning = creditWarning('FR', new Date());
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <p><strong>Prêtscope</strong> compare les prêts au Luxembourg, en Belgique et en France.</p>
        <nav aria-label="Informations">
          <ul className="link-list link-list--inline">
            <li><a href="/fonctionnement-du-comparateur">Fonctionnement du comparateur</a></li>
            <li><a href="/qui-sommes-nous">Qui sommes-nous</a></li>
            <li><a href="/mentions-legales">Mentions légales</a></li>
            <li><a href="/conditions-generales">Conditions générales</a></li>
            <li><a href="/politique-de-confidentialite">Politique de confidentialité</a></li>
            <li><a href="/api/docs">API</a></li>
          </ul>
        </nav>
        {warning ? <p className="legal">{warning.text}</p> : null}
      </div>
    </footer>
  );
}
