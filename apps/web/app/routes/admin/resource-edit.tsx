import {
  canAccess,
  isAdmin,
  isRestorable,
  countryLabels,
  formatDuration,
  formatNumber,
  type AdvertiserCountry,
  type ApiType,
  type ImageUploadError,
  type ResourceRecord,
  type ResourceWriteError,
  type RestoreVersionError,
} from '@pretscope/core';
import { data, redirect } from 'react-router';
import { formatDateTime, LEAD_KIND_LABELS } from '../../admin/admin-format.ts';
import { changeEntryView, type ChangeHistoryView } from '../../admin/change-history.ts';
import { fieldErrors } from '../../forms/field-errors.ts';
import { FORM_DEFINITIONS, fieldsOf, NEW_RECORD_DEFAULTS, type FormDefinition } from '../../admin/form-definitions.ts';
import { formDataToFormValues, formValuesToAttributes, recordToFormValues, type FormValues } from '../../admin/form-values.ts';
import { productPanelAction, productPanelData } from '../../admin/product-panel.server.ts';
import { articlePublishing } from '../../admin/article-publishing.server.ts';
import { publicPath } from '../../admin/public-path.ts';
import { relationChoices } from '../../admin/relation-choices.server.ts';
import { requireAdminSession } from '../../admin/require-admin-session.server.ts';
import { ResourceEditView } from '../../admin/resource-edit-view.tsx';
import { screenOfRequest } from '../../admin/screen-of-request.server.ts';
import { outcomeMessage, type AdminScreen } from '../../admin/screens.ts';
import type { WebUseCases } from '../../web-use-cases.ts';
import type { Actor } from '@pretscope/core';
import type { Route } from './+types/resource-edit';

export function meta({ loaderData: loaded }: Route.MetaArgs) {
  return [{ title: `${loaded?.title ?? 'Modifier'} — Back-office Prêtscope` }];
}

/** 'new', or a record's id. */
function idOf(params: { id?: string }): number | 'new' {
  if (params.id === 'new') return 'new';
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0) throw data({ message: 'Identifiant invalide.' }, { status: 404 });
  return id;
}

function definitionOf(type: ApiType): FormDefinition {
  const definition = FORM_DEFINITIONS[type];
  if (!definition) throw new Error(`no form definition for ${type}`);
  return definition;
}

/** Read-only fields (a lead's request) written in French on the server. */
function readonlyValues(definition: FormDefinition, attributes: Record<string, unknown>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of fieldsOf(definition)) {
    if (field.kind !== 'readonly') continue;
    const value = attributes[field.name];
    switch (field.format) {
      case 'datetime':
        values[field.name] = formatDateTime(value);
        break;
      case 'amount':
        values[field.name] = typeof value === 'number' ? `${formatNumber(value, 0)}\u00a0€` : '';
        break;
      case 'months':
        values[field.name] = typeof value === 'number' ? `${formatDuration(value, 'month')} (${formatDuration(value, 'year')})` : '';
        break;
      case 'lead-kind':
        values[field.name] = LEAD_KIND_LABELS[value as keyof typeof LEAD_KIND_LABELS] ?? String(value ?? '');
        break;
      case 'country':
        values[field.name] = countryLabels[value as AdvertiserCountry] ?? String(value ?? '');
        break;
      case 'consent': {
        const consent = (value ?? {}) as { given?: boolean; text?: string; version?: string };
        values[field.name] = consent.given
          ? `Donné\u00a0: «\u202f${consent.text ?? ''}\u202f» (version ${consent.version ?? '?'})`
          : 'Non donné';
        break;
      }
      default:
        values[field.name] = value === null || value === undefined ? '' : String(value);
    }
  }
  return values;
}

function titleOf(screen: AdminScreen, definition: FormDefinition, record: ResourceRecord | null): string {
  if (!record) return screen.newLabel;
  const name = record.attributes[definition.titleField];
  const subject = screen.singular.charAt(0).toUpperCase() + screen.singular.slice(1);
  return `${subject} «\u202f${typeof name === 'string' && name ? name : `n° ${record.id}`}\u202f»`;
}

/** Every edit and creation screen: the record's fields with the core schemas' rules, and the product's rates. */
export async function loader({ request, url, context, params }: Route.LoaderArgs) {
  const screen = screenOfRequest({ url });
  const id = idOf(params);
  const { actor, stores, useCases, site } = await requireAdminSession(
    { request, url, context },
    { type: screen.type, action: id === 'new' ? 'create' : 'read' },
  );
  const definition = definitionOf(screen.type);
  let record: ResourceRecord | null = null;
  let included: ResourceRecord[] = [];
  if (id !== 'new') {
    const found = await stores.resources.get(screen.type, id, screen.type === 'products' ? ['advertiser'] : []);
    if (!found.ok)
      throw data(
        {
          message: `${screen.singular.charAt(0).toUpperCase()}${screen.singular.slice(1)} n° ${id} n’existe pas ou a été supprimé${screen.feminine ? 'e' : ''}.`,
        },
        { status: 404 },
      );
    ({ record, included } = found.value);
  }
  const attributes = record?.attributes ?? NEW_RECORD_DEFAULTS[screen.type] ?? {};
  return {
    screen: { segment: screen.segment, singular: screen.singular, label: screen.label, type: screen.type },
    id,
    title: titleOf(screen, definition, record),
    values: recordToFormValues(definition, attributes),
    readonly: readonlyValues(definition, attributes),
    choices: await relationChoices(stores.resources, definition, attributes),
    canSave: canAccess(actor, screen.type, id === 'new' ? 'create' : 'update'),
    canDelete: id !== 'new' && canAccess(actor, screen.type, 'delete') && !(screen.type === 'users' && id === actor.userId),
    publicPath: record ? publicPath(screen.type, record, included, useCases.today()) : null,
    publishing: articlePublishing(useCases, record),
    // The advertiser's report (issue 22): clicks are in it, so only for those who may read them (the tracker's rule).
    reportPath:
      screen.type === 'announcers' && record && canAccess(actor, 'clicks', 'read') ? `/_admin_/advertisers/${record.id}/rapport` : null,
    product: screen.type === 'products' && record ? await productPanelData(stores, useCases, record, url.searchParams) : null,
    history: record
      ? await historyOf(useCases, actor, screen.type, definition, record.id, url.searchParams, site.retentionPolicy.changeHistoryMonths)
      : null,
  };
}

/**
 * The record's history of changes, one page (`?historique=2`), for whoever may edit the type; an admin may restore a
 * version of the types that allow it (decision 0019).
 */
async function historyOf(
  useCases: WebUseCases,
  actor: NonNullable<Actor>,
  type: ApiType,
  definition: FormDefinition,
  id: number,
  params: URLSearchParams,
  retentionMonths: number,
): Promise<ChangeHistoryView | null> {
  const listed = await useCases.listChanges({ actor, type, id, page: Number(params.get('historique') ?? 1) });
  if (!listed.ok) return null;
  const { entries, count, page, pageSize } = listed.value;
  const canRestore = isAdmin(actor) && isRestorable(type);
  return {
    entries: entries.map((entry) => changeEntryView(definition, entry, canRestore, type)),
    count,
    page,
    pages: Math.max(1, Math.ceil(count / pageSize)),
    retentionMonths,
  };
}

/** Why a version could not be brought back, in French; a refused write says which field, as a save's does. */
function restoreFailure(error: RestoreVersionError) {
  const refused = (message: string, status: number) => data<EditActionData>({ intent: 'restore', ok: false, message }, { status });
  switch (error.type) {
    case 'access/denied':
      throw data({ message: 'Seul un administrateur peut restaurer une version.' }, { status: 403 });
    case 'history/not-found':
      return refused('Cette version n’est plus dans l’historique (il n’est conservé qu’un temps limité).', 404);
    case 'history/not-restorable':
      return refused('Cette version ne peut pas être restaurée.', 400);
    case 'history/record-deleted':
    case 'resource/not-found':
      throw data({ message: 'Cet élément n’existe plus.' }, { status: 404 });
    case 'input/invalid':
      return refused(
        `La version ne peut pas être restaurée telle quelle\u00a0: ${error.issues.map((issue) => issue.message).join(' ')}`,
        422,
      );
    case 'resource/conflict':
      return refused(
        'La version ne peut pas être restaurée\u00a0: une de ses valeurs (une adresse, par exemple) est déjà utilisée par un autre élément.',
        409,
      );
    default:
      return refused('La version ne peut pas être restaurée\u00a0: un élément qu’elle cite n’existe plus.', 422);
  }
}

export type EditActionData = {
  intent: string;
  ok: boolean;
  message: string;
  errors?: Record<string, string>;
  values?: FormValues;
  loanId?: number;
};

function writeFailure(error: ResourceWriteError, intent: string, values?: FormValues) {
  switch (error.type) {
    case 'access/denied':
      throw data({ message: 'Votre rôle ne permet pas cette modification.' }, { status: 403 });
    case 'resource/not-found':
      throw data({ message: 'Cet élément n’existe plus.' }, { status: 404 });
    case 'input/invalid':
      return data<EditActionData>(
        { intent, ok: false, message: 'Corrigez les champs signalés.', errors: fieldErrors(error.issues), values },
        { status: 422 },
      );
    case 'resource/in-use':
      // A deletion refused because others still depend on the record says why (a rubrique that files articles).
      return data<EditActionData>({ intent, ok: false, message: error.detail }, { status: 409 });
    case 'resource/conflict':
      return data<EditActionData>(
        {
          intent,
          ok: false,
          message: 'Corrigez les champs signalés.',
          errors: { [error.field]: 'Cette valeur est déjà utilisée par un autre élément.' },
          values,
        },
        { status: 409 },
      );
    default:
      return data<EditActionData>(
        {
          intent,
          ok: false,
          message: 'Corrigez les champs signalés.',
          errors: {
            [error.field]: error.detail === 'a related record does not exist' ? 'L’élément choisi n’existe plus.' : 'Valeur refusée.',
          },
          values,
        },
        { status: 422 },
      );
  }
}

const UPLOAD_MESSAGES: Readonly<Record<ImageUploadError['type'], string>> = {
  'upload/not-an-image': 'Ce fichier n’est pas une image JPEG, PNG, WebP, AVIF, GIF ou SVG.',
  'upload/too-large': 'L’image ne doit pas dépasser 5 Mo ni 40 mégapixels.',
  'upload/unreadable': 'Cette image est illisible (fichier abîmé ou incomplet).',
};

/** A form with a file: the whole request, markdown included, stays under this. */
const MAX_FORM_BYTES = 8 * 1024 * 1024;

/** Files sent with image fields (`logo.upload`) are kept, and their address becomes the field's value. */
async function storeUploads(
  useCases: WebUseCases,
  definition: FormDefinition,
  form: FormData,
  values: FormValues,
): Promise<Record<string, string>> {
  const errors: Record<string, string> = {};
  for (const field of fieldsOf(definition)) {
    const file = field.kind === 'image' && field.folder ? form.get(`${field.name}.upload`) : null;
    if (!(file instanceof File) || file.size === 0) continue;
    const stored = await useCases.uploadImage({ folder: field.folder!, bytes: new Uint8Array(await file.arrayBuffer()) });
    if (stored.ok) values[field.name] = stored.value.path;
    else errors[field.name] = UPLOAD_MESSAGES[stored.error.type];
  }
  return errors;
}

export async function action({ request, url, context, params }: Route.ActionArgs) {
  const screen = screenOfRequest({ url });
  const id = idOf(params);
  // Who is asking is known before the body is read: a visitor never gets a form parsed.
  await requireAdminSession({ request, url, context }, 'staff');
  if (Number(request.headers.get('content-length') ?? 0) > MAX_FORM_BYTES) {
    return data<EditActionData>(
      { intent: 'save', ok: false, message: 'Le formulaire est trop volumineux\u00a0: une image ne doit pas dépasser 5 Mo.' },
      { status: 413 },
    );
  }
  const form = await request.formData();
  const intent = String(form.get('intent') ?? 'save');
  // A NUL character is never meaningful in a text, and databases refuse it: said before they do.
  if ([...form.values()].some((value) => typeof value === 'string' && value.includes('\u0000'))) {
    return data<EditActionData>(
      { intent, ok: false, message: 'Le formulaire contient un caractère invisible interdit (NUL)\u00a0: retirez-le.' },
      { status: 400 },
    );
  }
  const base = `/_admin_/${screen.segment}`;

  if (intent === 'delete') {
    if (id === 'new') throw data({ message: 'Rien à supprimer.' }, { status: 400 });
    const { actor, useCases } = await requireAdminSession({ request, url, context }, { type: screen.type, action: 'delete' });
    if (form.get('confirm') !== 'oui')
      return data<EditActionData>({ intent, ok: false, message: 'Confirmez la suppression.' }, { status: 400 });
    if (screen.type === 'users' && id === actor.userId)
      return data<EditActionData>({ intent, ok: false, message: 'Vous ne pouvez pas supprimer votre propre compte.' }, { status: 400 });
    const removed = await useCases.removeResource({ actor, type: screen.type, id });
    if (!removed.ok) return writeFailure(removed.error, intent);
    throw redirect(`${base}?notice=deleted`);
  }

  if (intent === 'restore') {
    if (id === 'new') throw data({ message: 'Rien à restaurer.' }, { status: 400 });
    const { actor, useCases } = await requireAdminSession({ request, url, context }, { type: screen.type, action: 'update' });
    if (form.get('confirm') !== 'oui')
      return data<EditActionData>({ intent, ok: false, message: 'Confirmez la restauration.' }, { status: 400 });
    const entryId = Number(form.get('entry'));
    if (!Number.isSafeInteger(entryId) || entryId <= 0) throw data({ message: 'Version inconnue.' }, { status: 400 });
    // Only this record's versions: an entry of another record is not found from this screen.
    const restored = await useCases.restoreVersion({ actor, entryId, record: { type: screen.type, id } });
    if (!restored.ok) return restoreFailure(restored.error);
    return data<EditActionData>({
      intent,
      ok: true,
      message: restored.value.changed ? 'Version restaurée.' : 'La fiche était déjà dans cette version\u00a0: rien n’a changé.',
    });
  }

  if (intent !== 'save') {
    if (screen.type !== 'products' || id === 'new') throw data({ message: 'Action inconnue.' }, { status: 400 });
    const session = await requireAdminSession(
      { request, url, context },
      {
        type: 'loans',
        action: intent === 'recompute' ? 'create' : intent === 'loan-delete' ? 'delete' : intent === 'loan-update' ? 'update' : 'create',
      },
    );
    return productPanelAction(session, id, intent, form);
  }

  const { actor, useCases } = await requireAdminSession(
    { request, url, context },
    { type: screen.type, action: id === 'new' ? 'create' : 'update' },
  );
  const definition = definitionOf(screen.type);
  const values = formDataToFormValues(definition, form);
  const uploadErrors = await storeUploads(useCases, definition, form, values);
  if (Object.keys(uploadErrors).length > 0)
    return data<EditActionData>(
      { intent, ok: false, message: 'Corrigez les champs signalés.', errors: uploadErrors, values },
      { status: 422 },
    );
  // The type's write rules (a lead's status only, publishing dates an article, an administrator keeps their own
  // admin role, a product keeps its statistics) are core's, applied by the use cases as for the API.
  const attributes = formValuesToAttributes(definition, values);
  const result =
    id === 'new'
      ? await useCases.createResource({ actor, type: screen.type, attributes })
      : await useCases.updateResource({ actor, type: screen.type, id, attributes });
  if (!result.ok) return writeFailure(result.error, intent, values);
  if (id === 'new') throw redirect(`${base}/${result.value.id}?notice=created`);
  return data<EditActionData>({ intent, ok: true, message: outcomeMessage(screen, 'saved') });
}

export default function ResourceEdit({ loaderData, actionData }: Route.ComponentProps) {
  return <ResourceEditView {...loaderData} actionData={actionData as EditActionData | undefined} />;
}
