import { countryLabels, countryRank, type MarketWarning } from '@pretscope/core';
import { Link } from 'react-router';
import { SiteWarnings } from '../legal/legal-mentions-block.tsx';
import { ManageCookiesButton } from '../privacy/manage-cookies-button.tsx';
import type { BankLink } from '../shell/bank-list.server.ts';
import { Icon } from './icon.tsx';

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
 * The default layout's footer (spec §2): the bank list (from the root loader; empty when a request was stopped
 * before loading anything, as a blocked route is), ways to reach us, and the legal links and credit warning.
 * `cookieChoices`: there is a consent banner to reopen (GA_MEASUREMENT_ID or SENTRY_DSN is set). `warnings`: the
 * credit warnings of the visitor's country, or of each market, in force on the server's day (root loader).
 */
export function SiteFooter({
  banks,
  warnings,
  cookieChoices = false,
}: {
  banks: readonly BankLink[];
  warnings: readonly MarketWarning[];
  cookieChoices?: boolean;
}) {
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <div className="site-footer__columns">
          <section aria-labelledby="pied-banques" className="footer-banks">
            <h2 id="pied-banques" className="site-footer__title">
              Les banques que nous suivons
            </h2>
            {byCountry(banks).map((group) => (
              <div key={group.key} className="footer-banks__country">
                <h3 className="footer-banks__label">{group.label}</h3>
                <ul className="footer-banks__list">
                  {group.banks.map((bank) => (
                    <li key={bank.slug}>
                      <Link to={`/banques-et-courtiers/${bank.slug}`}>{bank.name}</Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
            <p>
              <Link to="/banques-et-courtiers" className="icon-link">
                Toutes les banques et tous les courtiers <Icon name="arrow-right" />
              </Link>
            </p>
          </section>
          <section aria-labelledby="pied-contact" className="footer-contact">
            <h2 id="pied-contact" className="site-footer__title">
              Nous contacter
            </h2>
            <ul className="link-list">
              <li>
                <Link to="/contact" className="icon-link">
                  <Icon name="envelope" /> Nous écrire
                </Link>
              </li>
              <li>
                <Link to="/prendre-rendez-vous" className="icon-link">
                  <Icon name="phone" /> Être rappelé par un conseiller
                </Link>
              </li>
              <li>
                <Link to="/pret-hypothecaire/reminder" className="icon-link">
                  <Icon name="bell" /> Alerte sur les taux
                </Link>
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
              <Link to="/fonctionnement-du-comparateur">Fonctionnement du comparateur</Link>
            </li>
            <li>
              <Link to="/qui-sommes-nous">Qui sommes-nous</Link>
            </li>
            <li>
              <Link to="/mentions-legales">Mentions légales</Link>
            </li>
            <li>
              <Link to="/conditions-generales">Conditions générales</Link>
            </li>
            <li>
              <Link to="/politique-de-confidentialite">Politique de confidentialité</Link>
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
        <SiteWarnings warnings={warnings} />
      </div>
    </footer>
  );
}
