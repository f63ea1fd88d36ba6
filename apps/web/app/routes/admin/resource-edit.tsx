import {
  canAccess,
  countryLabels,
  formatDuration,
  formatNumber,
  type AdvertiserCountry,
  type ApiType,
  type ImageUploadError,
  type ResourceRecord,
  type ResourceWriteError,
} from '@pretscope/core';
import { data, redirect } from 'react-router';
import { formatDateTime, LEAD_KIND_LABELS } from '../../admin/admin-format.ts';
import { fieldErrors } from '../../forms/field-errors.ts';
import { FORM_DEFINITIONS, fieldsOf, NEW_RECORD_DEFAULTS, type FormDefinition } from '../../admin/form-definitions.ts';
import { formDataToFormValues, formValuesToAttributes, recordToFormValues, type FormValues } from '../../admin/form-values.ts';
import { productPanelAction, productPanelData } from '../../admin/product-panel.server.ts';
import { publicPath } from '../../admin/public-path.ts';
import { relationChoices } from '../../admin/relation-choices.server.ts';
import { requireAdminSession } from '../../admin/require-admin-session.server.ts';
import { ResourceEditView } from '../../admin/resource-edit-view.tsx';
import { screenOfRequest } from '../../admin/screen-of-request.server.ts';
import { outcomeMessage, type AdminScreen } from '../../admin/screens.ts';
import type { WebUseCases } from '../../web-use-cases.ts';
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
  const { actor, stores, useCases } = await requireAdminSession(
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
    publicPath: record ? publicPath(screen.type, record, included) : null,
    product: screen.type === 'products' && record ? await productPanelData(stores, useCases, record, url.searchParams) : null,
  };
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
