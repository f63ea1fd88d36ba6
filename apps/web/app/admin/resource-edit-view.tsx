import { useEffect, useRef } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { useToast } from '../toasts/use-toast.ts';
import { AdminIcon } from './admin-icon.tsx';
import { DeleteButton } from './delete-button.tsx';
import { FORM_DEFINITIONS, type FieldOption } from './form-definitions.ts';
import { AdminField, fieldId } from './form-fields.tsx';
import type { FormValues } from './form-values.ts';
import { ChangeHistoryPanel } from './change-history-panel.tsx';
import type { ChangeHistoryView } from './change-history.ts';
import { ProductPanels, type ProductPanelsData } from './product-panels.tsx';
import { UnsavedChangesGuard } from './unsaved-changes.tsx';
import type { ApiType } from '@pretscope/core';
import type { ArticlePublishing } from './article-publishing.server.ts';

export interface ResourceEditViewProps {
  screen: { segment: string; singular: string; label: string; type: ApiType };
  id: number | 'new';
  title: string;
  values: FormValues;
  readonly: Record<string, string>;
  choices: Record<string, FieldOption[]>;
  canSave: boolean;
  canDelete: boolean;
  publicPath: string | null;
  /** An article's preview link and publication status (admin/article-publishing.server.ts). */
  publishing?: ArticlePublishing | null;
  /** The advertiser's report, on an advertiser's screen for those who may read it. */
  reportPath?: string | null;
  product: ProductPanelsData | null;
  /** The record's history of changes (none on a creation screen, or for a role that may not edit the type). */
  history: ChangeHistoryView | null;
  actionData?: { intent: string; ok: boolean; message: string; errors?: Record<string, string>; values?: FormValues };
}

/** An edit or creation screen: the entity's fields by section, French messages beside them, save and delete. */
export function ResourceEditView({
  screen,
  id,
  title,
  values,
  readonly,
  choices,
  canSave,
  canDelete,
  publicPath,
  publishing,
  reportPath,
  product,
  history,
  actionData,
}: ResourceEditViewProps) {
  const definition = FORM_DEFINITIONS[screen.type]!;
  const form = useRef<HTMLFormElement>(null);
  const navigation = useNavigation();
  const toast = useToast();
  const saving = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'save';
  const saveResult = actionData?.intent === 'save' ? actionData : undefined;
  const errors = saveResult?.errors ?? {};
  const shown = saveResult && !saveResult.ok && saveResult.values ? saveResult.values : values;
  const isNew = id === 'new';

  useEffect(() => {
    if (!actionData) return;
    toast.add({ type: actionData.ok ? 'success' : 'error', message: actionData.message });
    if (!actionData.ok && actionData.errors) {
      // Straight to the first field the server refused.
      const first = Object.keys(actionData.errors)[0];
      const element = first
        ? (document.getElementById(fieldId(first)) ??
          document.querySelector<HTMLElement>(
            `[data-field="${first.split('.').slice(0, 2).join('.')}"] input, [data-field="${first.split('.')[0]}"] input`,
          ))
        : null;
      element?.focus();
    }
  }, [actionData, toast]);

  const errorList = Object.entries(errors);
  return (
    <>
      <div className="admin-page-head">
        <div>
          <p style={{ margin: 0 }}>
            <Link to={`/_admin_/${screen.segment}`}>← {screen.label}</Link>
          </p>
          <h1>{title}</h1>
        </div>
        <div className="admin-page-head__links">
          {reportPath ? (
            <Link className="button button--quiet" to={reportPath}>
              <AdminIcon name="tracker" /> Rapport annonceur
            </Link>
          ) : null}
          {publishing ? (
            <a className="button button--quiet" href={publishing.previewPath} target="_blank" rel="noopener">
              <AdminIcon name="external" /> Aperçu
            </a>
          ) : null}
          {publicPath ? (
            <a className="button button--quiet" href={publicPath} target="_blank" rel="noopener">
              <AdminIcon name="external" /> Voir sur le site
            </a>
          ) : null}
        </div>
      </div>
      {publishing?.status ? (
        <p className="admin-status" role="status">
          {publishing.status}
        </p>
      ) : null}
      {errorList.length > 0 ? (
        <div className="form-alert" role="alert">
          {errorList.length === 1 ? 'Un champ est à corriger\u00a0:' : `${errorList.length} champs sont à corriger\u00a0:`}
          <ul>
            {errorList.map(([name, message]) => (
              <li key={name}>
                <a href={`#${fieldId(name)}`}>{message}</a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {/* Keyed by the history's length too: after a save or a restore, the fields show the record as stored. */}
      <Form method="post" ref={form} className="admin-form" noValidate key={`${id}:${history?.count ?? 0}`} encType="multipart/form-data">
        <input type="hidden" name="intent" value="save" />
        {definition.sections.map((section) => (
          <fieldset key={section.title}>
            <legend>{section.title}</legend>
            <div className="admin-form">
              {section.fields.map((field) => (
                <AdminField
                  key={field.name}
                  field={field}
                  values={shown}
                  errors={errors}
                  choices={choices}
                  readonly={readonly}
                  isNew={isNew}
                  disabled={!canSave}
                />
              ))}
            </div>
          </fieldset>
        ))}
        <div className="admin-form__actions">
          {canSave ? (
            <button type="submit" className="button" disabled={saving}>
              {saving ? 'Enregistrement…' : isNew ? 'Créer' : 'Enregistrer'}
            </button>
          ) : (
            <p className="muted">Lecture seule&nbsp;: votre rôle ne permet pas de modifier cet élément.</p>
          )}
          <Link to={`/_admin_/${screen.segment}`}>Annuler</Link>
          <span className="spacer" />
        </div>
      </Form>
      {canDelete ? (
        <div
          className="admin-panel"
          style={{ marginTop: 16, display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 16 }}
        >
          <span>Supprimer {screen.singular} et tout ce qui en dépend.</span>
          <DeleteButton what={screen.singular} />
        </div>
      ) : null}
      {product ? <ProductPanels {...product} /> : null}
      {history ? <ChangeHistoryPanel history={history} /> : null}
      {canSave ? <UnsavedChangesGuard form={form} /> : null}
    </>
  );
}
