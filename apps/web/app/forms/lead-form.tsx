import {
  countryName,
  duration as durationWords,
  earliestAppointmentDay,
  euros,
  LEAD_KIND_LABELS,
  latestAppointmentDay,
  type RequestRecap,
} from '@pretscope/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Form, useNavigation } from 'react-router';
import { pageMeta } from '../seo/page-meta.ts';
import { COUNTRY_OPTIONS } from './country-options.ts';
import {
  FIELDS,
  HONEYPOT_FIELD,
  PRIVACY_LINK_TEXT,
  PRIVACY_PATH,
  SLOT_OPTIONS,
  hintOf,
  isRequired,
  labelOf,
  type FieldName,
  type FormActionData,
  type FormConfig,
  type FormLoaderData,
} from './form-config.ts';
import { checkRequest, formValues } from './lead-validation.ts';

/**
 * The request form every request page shows, configured per route: a plain POST form answered by the server,
 * so it works without JavaScript; with it, React Router submits it without reloading the page.
 */

export function formMeta(config: FormConfig, loaded: FormLoaderData | undefined) {
  return pageMeta({ title: config.metaTitle, description: config.metaDescription, path: config.path, origin: loaded?.origin });
}

/** The day after a YYYY-MM-DD day. */
function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

const fieldId = (name: FieldName) => `champ-${name}`;
const errorId = (name: FieldName) => `${fieldId(name)}-erreur`;
const hintId = (name: FieldName) => `${fieldId(name)}-aide`;

/** The consent sentence, its last words linking the privacy policy. */
function ConsentSentence({ text }: { text: string }) {
  const at = text.lastIndexOf(PRIVACY_LINK_TEXT);
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <a href={PRIVACY_PATH}>{PRIVACY_LINK_TEXT}</a>
      {text.slice(at + PRIVACY_LINK_TEXT.length)}
    </>
  );
}

interface FieldProps {
  config: FormConfig;
  name: FieldName;
  value: string | undefined;
  error: string | undefined;
  loaderData: FormLoaderData;
}

function Field({ config, name, value, error, loaderData }: FieldProps) {
  const definition = FIELDS[name];
  const required = isRequired(config, name);
  const hint = hintOf(config, name);
  const describedBy = [hint ? hintId(name) : null, error ? errorId(name) : null].filter(Boolean).join(' ') || undefined;
  const common = {
    id: fieldId(name),
    name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': required ? true : undefined,
  };
  const errorLine = error ? (
    <p className="field-error" id={errorId(name)}>
      {error}
    </p>
  ) : null;

  if (definition.control === 'checkbox') {
    return (
      <div className={`form-field form-field--checkbox${error ? ' form-field--invalid' : ''}`}>
        <div className="checkbox-line">
          <input {...common} type="checkbox" value="on" defaultChecked={value === 'on'} />
          <label htmlFor={fieldId(name)}>
            <ConsentSentence text={config.consentText} />
          </label>
        </div>
        {errorLine}
      </div>
    );
  }

  let control: React.ReactNode;
  if (definition.control === 'select') {
    const options =
      name === 'country'
        ? COUNTRY_OPTIONS.filter((option) => !(config.consolidation && option.value === 'BE'))
        : name === 'category'
          ? loaderData.categories.map((category) => ({ value: category.slug, label: category.name }))
          : SLOT_OPTIONS;
    const fallback = name === 'country' ? loaderData.country : name === 'category' ? 'pret-hypothecaire' : '';
    control = (
      <select {...common} defaultValue={value ?? fallback}>
        {name === 'preferredSlot' ? <option value="">Choisissez un créneau</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  } else if (definition.control === 'textarea') {
    control = <textarea {...common} rows={6} maxLength={5000} defaultValue={value ?? ''} />;
  } else {
    control = (
      <input
        {...common}
        type={definition.control}
        defaultValue={value ?? ''}
        autoComplete={definition.autoComplete}
        inputMode={definition.inputMode}
        min={
          name === 'preferredDate'
            ? earliestAppointmentDay(loaderData.today)
            : definition.control === 'date'
              ? nextDay(loaderData.today)
              : undefined
        }
        max={name === 'preferredDate' ? latestAppointmentDay(loaderData.today) : undefined}
        spellCheck={definition.control === 'email' ? false : undefined}
      />
    );
  }
  return (
    <div className={`form-field${error ? ' form-field--invalid' : ''}`}>
      <label htmlFor={fieldId(name)}>
        {labelOf(config, name)}
        {required ? null : <span className="optional"> (facultatif)</span>}
      </label>
      {hint ? (
        <p className="field-hint" id={hintId(name)}>
          {hint}
        </p>
      ) : null}
      {control}
      {errorLine}
    </div>
  );
}

function ErrorSummary({ config, actionData }: { config: FormConfig; actionData: FormActionData }) {
  const ref = useRef<HTMLDivElement>(null);
  const listed = config.fields.filter((name) => actionData.errors[name]);
  useEffect(() => {
    ref.current?.focus();
  }, [actionData]);
  if (listed.length === 0 && !actionData.formError) return null;
  return (
    <div className="error-summary" role="alert" tabIndex={-1} ref={ref} aria-labelledby="resume-erreurs">
      <h2 id="resume-erreurs">
        {listed.length === 0
          ? 'Votre demande n’a pas été envoyée'
          : listed.length === 1
            ? 'Le formulaire contient une erreur'
            : `Le formulaire contient ${listed.length} erreurs`}
      </h2>
      {actionData.formError ? <p>{actionData.formError}</p> : null}
      {listed.length > 0 ? (
        <ul>
          {listed.map((name) => (
            <li key={name}>
              <a href={`#${fieldId(name)}`}>
                {labelOf(config, name)}&nbsp;: {actionData.errors[name]}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * What was just sent, as the confirmation e-mail recaps it (core lead-mails.ts): its reference first, to quote, then
 * what was asked and who asked. It comes from this browser's signed cookie, set by the answer to the form.
 */
function Recap({ recap }: { recap: RequestRecap }) {
  const name = `${recap.firstName} ${recap.lastName}`.trim();
  const rows: [string, string, string][] = [
    ['Demande', LEAD_KIND_LABELS[recap.kind].replace(/^./, (first) => first.toUpperCase()), 'kind'],
    ...(recap.product ? [['Produit', recap.product, 'product'] as [string, string, string]] : []),
    ...(recap.amount !== null ? [['Montant', euros(recap.amount), 'amount'] as [string, string, string]] : []),
    ...(recap.duration !== null ? [['Durée', durationWords(recap.duration), 'duration'] as [string, string, string]] : []),
    ['Pays de résidence', countryName(recap.country), 'country'],
    ...(name ? [['Nom', name, 'name'] as [string, string, string]] : []),
    ['E-mail', recap.email, 'email'],
  ];
  return (
    <>
      <p className="request-reference">
        Référence de votre demande&nbsp;:{' '}
        <strong className="request-reference__code" data-recap="reference">
          {recap.reference}
        </strong>
        <span className="request-reference__hint">
          Rappelez-la si vous nous contactez à son sujet. Elle figure aussi dans l’e-mail de confirmation.
        </span>
      </p>
      <h3>Ce que vous nous avez envoyé</h3>
      <dl className="request-recap">
        {rows.map(([label, value, key]) => (
          <div key={key}>
            <dt>{label}</dt>
            <dd data-recap={key}>{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

function Confirmation({ config, recap }: { config: FormConfig; recap: RequestRecap | null }) {
  // The form and its button (which had the focus) are gone: the focus goes to the outcome, so that a keyboard goes
  // on from here and a screen reader says it.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="form-confirmation card" aria-labelledby="confirmation">
      <h2 id="confirmation" tabIndex={-1} ref={heading}>
        Votre demande a bien été reçue
      </h2>
      <p>Merci. Nous l’avons enregistrée.</p>
      {recap ? <Recap recap={recap} /> : null}
      <h3>Et maintenant&#x202f;?</h3>
      <ul>
        {config.nextSteps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ul>
      <p>
        <a href="/">Revenir à l’accueil</a> · <a href={config.path}>Envoyer une autre demande</a>
      </p>
    </section>
  );
}

/** Consolidation only: the visitor's country, asked first, since Belgian law forbids advertising it there. */
function CountryChooser({ config, loaderData }: { config: FormConfig; loaderData: FormLoaderData }) {
  return (
    <form method="get" action={config.path} className="country-chooser card" aria-label="Votre pays">
      <div className="form-field">
        <label htmlFor="pays">Vous habitez</label>
        <select id="pays" name="pays" defaultValue={loaderData.country}>
          {COUNTRY_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button button--secondary">
        Valider le pays
      </button>
    </form>
  );
}

interface LeadFormProps {
  config: FormConfig;
  loaderData: FormLoaderData;
  actionData: FormActionData | undefined;
}

export function LeadForm({ config, loaderData, actionData }: LeadFormProps) {
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting' && navigation.formAction === config.path;
  // With JavaScript the browser runs the server's own check first: a refused request is not sent, and its errors
  // show at once. A new answer from the server replaces them.
  const [checked, setChecked] = useState<FormActionData | undefined>(undefined);
  useEffect(() => setChecked(undefined), [actionData]);
  const shown = checked ?? actionData;
  // A refused request shows what was typed; a new one, what the link that led here filled in.
  const values = actionData?.values ?? loaderData.defaults;
  const errors = shown?.errors ?? {};

  function checkBeforeSending(event: FormEvent<HTMLFormElement>) {
    const typed = formValues(config, new FormData(event.currentTarget));
    const result = checkRequest(config, typed, { today: loaderData.today, categories: loaderData.categories });
    if (result.output) {
      setChecked(undefined);
      return;
    }
    event.preventDefault();
    setChecked({ values: typed, errors: result.errors, ...(result.formError ? { formError: result.formError } : {}) });
  }

  return (
    <div className="container form-page">
      <section className="hero">
        <h1>{config.title}</h1>
        <p className="muted">{config.intro}</p>
      </section>
      {loaderData.sent ? (
        <Confirmation config={config} recap={loaderData.recap} />
      ) : (
        <>
          {config.consolidation ? <CountryChooser config={config} loaderData={loaderData} /> : null}
          {loaderData.allowed ? (
            <Form method="post" action={config.path} className="lead-form card" noValidate onSubmit={checkBeforeSending}>
              {shown ? <ErrorSummary config={config} actionData={shown} /> : null}
              <p className="muted form-legend">Les champs sans la mention «&#x202f;facultatif&#x202f;» sont obligatoires.</p>
              {loaderData.product ? (
                <p className="form-product" data-recap="product">
                  Produit&nbsp;: <strong>{loaderData.product.label}</strong>
                  <input type="hidden" name="produit" value={loaderData.product.id} />
                </p>
              ) : null}
              {config.fields
                .filter((name) => name !== 'consent')
                .map((name) => (
                  <Field key={name} config={config} name={name} value={values[name]} error={errors[name]} loaderData={loaderData} />
                ))}
              {/* Honeypot: hidden from people (and from screen readers), filled in by bots. */}
              <div className="honeypot" aria-hidden="true">
                <label htmlFor={HONEYPOT_FIELD}>Ne pas remplir</label>
                <input id={HONEYPOT_FIELD} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
              </div>
              <p className="form-purpose">{config.purpose}</p>
              <Field config={config} name="consent" value={values.consent} error={errors.consent} loaderData={loaderData} />
              <button type="submit" className="button" disabled={sending}>
                {sending ? 'Envoi en cours…' : config.submitLabel}
              </button>
            </Form>
          ) : (
            <section className="disclosure" aria-labelledby="non-propose">
              <h2 id="non-propose">Service non proposé en Belgique</h2>
              <p>
                La loi belge interdit la publicité pour le regroupement de crédits (Code de droit économique, art. VII.65)&nbsp;: nous ne
                proposons donc pas ce service aux résidents de Belgique et ne transmettons aucune demande à ce sujet.
              </p>
              <p>
                Vous pouvez comparer les <a href="/pret-personnel">prêts personnels</a> ou{' '}
                <a href="/prendre-rendez-vous">prendre rendez-vous</a> pour parler de votre budget.
              </p>
            </section>
          )}
        </>
      )}
    </div>
  );
}
