import { data, type ActionFunctionArgs } from 'react-router';
import { appContext } from '../app-context.ts';
import type { DataRightsActionData, DataRightsField } from './data-rights.ts';

const NO_STORE = { 'Cache-Control': 'no-store' };

function answer(body: DataRightsActionData, status = 200) {
  return data(body, { status, headers: NO_STORE });
}

/**
 * The privacy policy's form: the request for a copy or the erasure is stored and its confirmation link e-mailed
 * (core requestPersonalData). The page then says the same whatever the address: whether the site knows it is told
 * only to its owner, behind the link.
 */
export async function dataRightsAction({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const values = { email: String(form.get('email') ?? ''), kind: String(form.get('kind') ?? '') };
  const { useCases, clientIp } = context.get(appContext);
  let result;
  try {
    result = await useCases.requestPersonalData({ attributes: values, clientIp });
  } catch {
    return answer(
      {
        values,
        formError: 'Votre demande n’a pas pu être enregistrée à cause d’un problème technique de notre côté. Réessayez dans un instant.',
      },
      503,
    );
  }
  if (result.ok) return answer({ sent: { validHours: result.value.validHours } });
  if (result.error.type === 'data-request/too-many') {
    return answer(
      {
        values,
        formError:
          'Vous avez envoyé plusieurs demandes en peu de temps. Patientez une heure puis réessayez, ou écrivez-nous à dpo@pretscope.example.',
      },
      429,
    );
  }
  const errors: Partial<Record<DataRightsField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'email' || field === 'kind') && !errors[field]) errors[field] = issue.message;
  }
  return answer({ values, errors }, 400);
}
