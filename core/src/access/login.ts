import * as v from 'valibot';
import { emailSchema } from '../fields/field-schemas.ts';
import { strictEntity } from '../fields/strict-entity.ts';

/** What a login form or `POST /api/auth/login` sends. */
export const loginInputSchema = strictEntity({
  email: emailSchema,
  password: v.pipe(
    v.string('Le mot de passe est obligatoire.'),
    v.nonEmpty('Le mot de passe est obligatoire.'),
    v.maxLength(256, 'Mot de passe trop long.'),
  ),
});
export type LoginInput = v.InferOutput<typeof loginInputSchema>;
