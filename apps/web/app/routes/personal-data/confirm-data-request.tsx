import { DATA_REQUEST_CONFIRM_PATH } from '@pretscope/core';
import { useState } from 'react';
import { Form, data } from 'react-router';
import { appContext } from '../../app-context.ts';
import { COPY_PATH, DATA_RIGHTS_ANCHOR, PRIVACY_POLICY_SLUG } from '../../personal-data/data-rights.ts';
import { PersonalDataCounts } from '../../personal-data/erasure-summary.tsx';
import type { Route } from './+types/confirm-data-request';

const NO_STORE = { 'Cache-Control': 'no-store' };

/**
 * /donnees-personnelles/confirmation?jeton=…: the link of a data request's e-mail. Opening it shows what the
 * request is for and a button; only the button's POST carries it out (mail scanners open every link of an
 * e-mail). A copy is downloaded once from /donnees-personnelles/copie; an erasure is answered here.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const token = url.searchParams.get('jeton') ?? '';
  const described = token ? await context.get(appContext).useCases.describeDataRequest({ token }) : null;
  const link = described?.ok ? { token, kind: described.value.kind, expiresAt: described.value.expiresAt.toISOString() } : null;
  return data({ link, copyRefused: url.searchParams.get('lien') === 'invalide' }, { headers: NO_STORE });
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const result = await context.get(appContext).useCases.confirmDataRequest({ token: String(form.get('jeton') ?? ''), kind: 'erasure' });
  if (!result.ok || result.value.kind !== 'erasure') return data({ erased: null }, { status: 400, headers: NO_STORE });
  return data({ erased: result.value.report }, { headers: NO_STORE });
}

export const headers = () => NO_STORE;

export const meta = () => [{ title: 'Confirmer ma demande sur mes données — Prêtscope' }, { name: 'robots', content: 'noindex' }];

function InvalidLink() {
  return (
    <section className="card data-request" aria-labelledby="lien-invalide" role="alert">
      <h2 id="lien-invalide">Ce lien n’est plus valable</h2>
      <p>
        Le lien de confirmation est valable 48 heures et ne sert qu’une fois. Il a peut-être expiré, déjà servi, ou été copié en partie.
      </p>
      <p>
        <a href={`/${PRIVACY_POLICY_SLUG}#${DATA_RIGHTS_ANCHOR}`}>Faire une nouvelle demande</a>
      </p>
    </section>
  );
}

export default function ConfirmDataRequest({ loaderData, actionData }: Route.ComponentProps) {
  const [downloading, setDownloading] = useState(false);
  const { link } = loaderData;
  let content: React.ReactNode;
  if (actionData?.erased) {
    const { tables, keptLastAdmin } = actionData.erased;
    content = (
      <section className="form-confirmation card data-request" aria-labelledby="donnees-effacees" role="status">
        <h2 id="donnees-effacees">Vos données ont été effacées</h2>
        <p>Tout ce qui était lié à cette adresse a été supprimé, et l’adresse a été retirée des textes qui la citaient.</p>
        <PersonalDataCounts counts={tables} caption="Enregistrements supprimés ou rendus anonymes" />
        {keptLastAdmin ? (
          <p>
            Le compte du back-office lié à cette adresse est le seul compte administrateur&nbsp;: il est conservé pour que le site reste
            administrable. Contactez dpo@pretscope.example pour le transférer puis le supprimer.
          </p>
        ) : null}
        <p>
          Si une demande de regroupement de crédits a été transmise à notre partenaire Partners Finances, celui-ci la conserve comme
          responsable de son propre traitement&nbsp;: adressez-lui aussi votre demande d’effacement.
        </p>
        <p>
          <a href="/">Revenir à l’accueil</a>
        </p>
      </section>
    );
  } else if (actionData || !link || loaderData.copyRefused) {
    content = <InvalidLink />;
  } else if (link.kind === 'export') {
    content = (
      // A plain form: the browser downloads the file the POST answers, and the page stays.
      <Form
        method="post"
        action={COPY_PATH}
        reloadDocument
        className="card lead-form data-request"
        aria-labelledby="obtenir-copie"
        onSubmit={() => setDownloading(true)}
      >
        <h2 id="obtenir-copie">Obtenir la copie de vos données</h2>
        <p>
          Le fichier (au format JSON, lisible par un programme et dans un éditeur de texte) contient tout ce que Prêtscope conserve pour
          cette adresse&nbsp;: demandes, alertes de taux, e-mails envoyés et leur suivi, erreurs qui la citent.
        </p>
        <p>Il ne peut être téléchargé qu’une fois&nbsp;: enregistrez-le à l’abri.</p>
        <input type="hidden" name="jeton" value={link.token} />
        <button type="submit" className="button">
          Télécharger la copie de mes données
        </button>
        {downloading ? (
          <p role="status">
            Le téléchargement a commencé. Ce lien ne servira plus&nbsp;: pour une nouvelle copie, faites une nouvelle demande.
          </p>
        ) : null}
      </Form>
    );
  } else {
    content = (
      <Form method="post" action={DATA_REQUEST_CONFIRM_PATH} className="card lead-form data-request" aria-labelledby="confirmer-effacement">
        <h2 id="confirmer-effacement">Effacer vos données</h2>
        <p>
          Vos demandes (prêt, rendez-vous, contact, guide), vos alertes de taux, les e-mails qui vous ont été envoyés et leur suivi seront
          supprimés&#x202f;; votre adresse sera retirée de tout ce qui la cite encore.
        </p>
        <p>
          <strong>C’est définitif</strong>&nbsp;: nous ne pourrons plus donner suite à une demande en cours.
        </p>
        <input type="hidden" name="jeton" value={link.token} />
        <button type="submit" className="button button--danger">
          Effacer définitivement mes données
        </button>
      </Form>
    );
  }
  return (
    <div className="container form-page">
      <section className="hero">
        <h1>Vos données personnelles</h1>
      </section>
      {content}
    </div>
  );
}
