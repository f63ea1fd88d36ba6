import { countryLabels, countryRank } from '@pretscope/core';
import { useLocation } from 'react-router';
import { ManageCookiesButton } from '../privacy/manage-cookies-button.tsx';
import type { BankLink } from '../shell/bank-list.server.ts';
import { Icon } from './icon.tsx';
import { SiteLink } from './site-link.tsx';
import { ServerMarkup, type ServerMade } from './server-markup.tsx';

interface BankGroup {
  key: string;
  label: string;
  banks: BankLink[];
}

/** Luxembourg, Belgium and France by name; every other country together (the spec's rank 4), in the list's order. */
function byCountry(banks: readonly BankLink[]): BankGroup[] {
  const groups: BankGroup[] = [];
  for (const bank of banks) {
    const key = countryRank(bank.country) === 4 ? 'OTHER' : bank.country;
    let group = groups.find((candidate) => candidate.key === key);
    if (!group) {
      group = { key, label: key === 'OTHER' ? 'Autres pays' : (countryLabels[key as keyof typeof countryLabels] ?? key), banks: [] };
      groups.push(group);
    }
    group.banks.push(bank);
  }
  return groups;
}

/**
 * The bank list of the footer (spec §2), drawn by the root loader on the server once per content version and sent in
 * the document only (ServerMarkup): plain links, which navigate in the browser as the site's links do.
 */
export function FooterBankList({ banks }: { banks: readonly BankLink[] }) {
  return (
    <>
      <h2 id="pied-banques" className="site-footer__title">
        Les banques que nous suivons
      </h2>
      {byCountry(banks).map((group) => (
        <div key={group.key} className="footer-banks__country">
          <h3 className="footer-banks__label">{group.label}</h3>
          <ul className="footer-banks__list">
            {group.banks.map((bank) => (
              <li key={bank.slug}>
                <a href={`/banques-et-courtiers/${bank.slug}`}>{bank.name}</a>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <p>
        <a href="/banques-et-courtiers" className="icon-link">
          Toutes les banques et tous les courtiers <Icon name="arrow-right" />
        </a>
      </p>
    </>
  );
}

/**
 * The default layout's footer (spec §2): the bank list, ways to reach us, and the legal links and credit warning.
 * `banks` and `warnings` are the server's markup (root loader: FooterBankList, SiteWarnings), absent when a request
 * was stopped before loading anything, as a blocked route is. `cookieChoices`: there is a consent banner to reopen
 * (GA_MEASUREMENT_ID or SENTRY_DSN is set).
 */
export function SiteFooter({
  banks,
  warnings,
  cookieChoices = false,
}: {
  banks: ServerMade | null;
  warnings: ServerMade | null;
  cookieChoices?: boolean;
}) {
  const { pathname } = useLocation();
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <div className="site-footer__columns">
          {banks === null ? (
            <section aria-labelledby="pied-banques" className="footer-banks">
              <h2 id="pied-banques" className="site-footer__title">
                Les banques que nous suivons
              </h2>
              <p>
                <a href="/banques-et-courtiers">Toutes les banques et tous les courtiers</a>
              </p>
            </section>
          ) : (
            <ServerMarkup as="section" aria-labelledby="pied-banques" className="footer-banks" html={banks} />
          )}
          <section aria-labelledby="pied-contact" className="footer-contact">
            <h2 id="pied-contact" className="site-footer__title">
              Nous contacter
            </h2>
            <ul className="link-list">
              <li>
                <SiteLink to="/contact" pathname={pathname} className="icon-link">
                  <Icon name="envelope" /> Nous écrire
                </SiteLink>
              </li>
              <li>
                <SiteLink to="/prendre-rendez-vous" pathname={pathname} className="icon-link">
                  <Icon name="phone" /> Être rappelé par un conseiller
                </SiteLink>
              </li>
              <li>
                <SiteLink to="/pret-hypothecaire/reminder" pathname={pathname} className="icon-link">
                  <Icon name="bell" /> Alerte sur les taux
                </SiteLink>
              </li>
            </ul>
          </section>
        </div>
        <p>
          <strong>Prêtscope</strong> compare les prêts au Luxembourg, en Belgique et en France.
        </p>
        <nav aria-label="Informations">
          <ul className="link-list link-list--inline">
            <li>
              <SiteLink to="/fonctionnement-du-comparateur" pathname={pathname}>
                Fonctionnement du comparateur
              </SiteLink>
            </li>
            <li>
              <SiteLink to="/qui-sommes-nous" pathname={pathname}>
                Qui sommes-nous
              </SiteLink>
            </li>
            <li>
              <SiteLink to="/mentions-legales" pathname={pathname}>
                Mentions légales
              </SiteLink>
            </li>
            <li>
              <SiteLink to="/conditions-generales" pathname={pathname}>
                Conditions générales
              </SiteLink>
            </li>
            <li>
              <SiteLink to="/politique-de-confidentialite" pathname={pathname}>
                Politique de confidentialité
              </SiteLink>
            </li>
            {cookieChoices ? (
              <li>
                <ManageCookiesButton />
              </li>
            ) : null}
            <li>
              <a href="/api/docs">API</a>
            </li>
          </ul>
        </nav>
        {warnings ? <ServerMarkup className="legal site-warnings" html={warnings} /> : null}
      </div>
    </footer>
  );
}
