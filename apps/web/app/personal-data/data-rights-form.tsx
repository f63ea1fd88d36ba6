import { useEffect, useRef } from 'react';
import { Form, useNavigation } from 'react-router';
import {
  DATA_RIGHTS_ANCHOR,
  DATA_RIGHTS_CHOICES,
  DATA_RIGHTS_PURPOSE,
  PRIVACY_POLICY_SLUG,
  type DataRightsActionData,
} from './data-rights.ts';

const ACTION = `/${PRIVACY_POLICY_SLUG}`;

/**
 * Below the privacy policy: ask for a copy, or the erasure, of everything tied to an address. A plain POST form
 * (it works without JavaScript); the answer is the same whether or not the address is known.
 */
export function DataRightsForm({ actionData }: { actionData: DataRightsActionData | undefined }) {
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting' && navigation.formAction === ACTION;
  const summary = useRef<HTMLDivElement>(null);
  const errors = actionData?.errors ?? {};
  const values = actionData?.values ?? {};
  const problems = Object.values(errors).length > 0 || Boolean(actionData?.formError);
  useEffect(() => {
    if (problems) summary.current?.focus();
  }, [actionData, problems]);

  return (
    <section className="data-rights" id={DATA_RIGHTS_ANCHOR} aria-labelledby="exercer-vos-droits-titre">
      <h2 id="exercer-vos-droits-titre">Exercer vos droits en ligne</h2>
      {actionData?.sent ? (
        <div className="form-confirmation card" role="status">
          <h3>Vérifiez votre boîte e-mail</h3>
          <p>
            Si l’adresse indiquée est correcte, un e-mail vient de lui être envoyé avec un lien pour confirmer votre demande, valable{' '}
            {actionData.sent.validHours} heures. Rien n’est transmis ni effacé avant que vous l’ayez suivi. Pensez à vérifier vos courriers
            indésirables.
          </p>
        </div>
      ) : (
        <Form method="post" action={ACTION} className="lead-form card" noValidate preventScrollReset>
          {problems ? (
            <div className="error-summary" role="alert" tabIndex={-1} ref={summary} aria-labelledby="erreurs-droits">
              <h3 id="erreurs-droits">Votre demande n’a pas été envoyée</h3>
              {actionData?.formError ? <p>{actionData.formError}</p> : null}
              {Object.values(errors).length > 0 ? (
                <ul>
                  {errors.email ? (
                    <li>
                      <a href="#droits-email">Adresse e-mail&nbsp;: {errors.email}</a>
                    </li>
                  ) : null}
                  {errors.kind ? (
                    <li>
                      <a href="#droits-demande-export">Votre demande&nbsp;: {errors.kind}</a>
                    </li>
                  ) : null}
                </ul>
              ) : null}
            </div>
          ) : null}
          <p className="muted form-legend">
            Vous pouvez demander une copie de toutes les données liées à votre adresse e-mail, ou leur effacement. Pour une demande par
            courrier, écrivez à l’adresse indiquée plus haut.
          </p>
          <div className={`form-field${errors.email ? ' form-field--invalid' : ''}`}>
            <label htmlFor="droits-email">Adresse e-mail</label>
            <p className="field-hint" id="droits-email-aide">
              L’adresse avec laquelle vous avez fait vos demandes ou créé vos alertes.
            </p>
            <input
              id="droits-email"
              name="email"
              type="email"
              autoComplete="email"
              spellCheck={false}
              defaultValue={values.email ?? ''}
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={errors.email ? 'droits-email-aide droits-email-erreur' : 'droits-email-aide'}
            />
            {errors.email ? (
              <p className="field-error" id="droits-email-erreur">
                {errors.email}
              </p>
            ) : null}
          </div>
          <fieldset
            className={`form-field data-rights__choices${errors.kind ? ' form-field--invalid' : ''}`}
            aria-describedby={errors.kind ? 'droits-demande-erreur' : undefined}
          >
            <legend>Votre demande</legend>
            {DATA_RIGHTS_CHOICES.map((choice) => (
              <div className="checkbox-line" key={choice.value}>
                <input
                  type="radio"
                  id={`droits-demande-${choice.value}`}
                  name="kind"
                  value={choice.value}
                  defaultChecked={values.kind === choice.value}
                  aria-describedby={`droits-demande-${choice.value}-aide`}
                />
                <label htmlFor={`droits-demande-${choice.value}`}>
                  {choice.label}
                  <span className="field-hint" id={`droits-demande-${choice.value}-aide`}>
                    {choice.hint}
                  </span>
                </label>
              </div>
            ))}
            {errors.kind ? (
              <p className="field-error" id="droits-demande-erreur">
                {errors.kind}
              </p>
            ) : null}
          </fieldset>
          <p className="form-purpose">{DATA_RIGHTS_PURPOSE}</p>
          <button type="submit" className="button" disabled={sending}>
            {sending ? 'Envoi en cours…' : 'Envoyer ma demande'}
          </button>
        </Form>
      )}
    </section>
  );
}
