import * as v from 'valibot';
import { emailSchema, requiredText } from '../fields/field-schemas.ts';
import { strictEntity } from '../fields/strict-entity.ts';

/** DESIGN.md "Access": admin may do everything, editor manages content but not users. */
export const userRoles = ['admin', 'editor'] as const;
export type UserRole = (typeof userRoles)[number];

export const PASSWORD_MIN_LENGTH = 12;
/** Long enough for any passphrase, short enough that hashing it cannot be used to tie up the server. */
export const PASSWORD_MAX_LENGTH = 256;

/** A user as any answer shows it: never a password nor its hash. */
export interface PublicUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  roles: UserRole[];
}

/** A user as the store keeps it. */
export interface User extends PublicUser {
  /** argon2id hash (DESIGN.md); the password itself is never stored. */
  passwordHash: string;
}

/** The user without its password hash, for answers and sessions. */
export function toPublicUser({ id, email, firstName, lastName, roles }: User): PublicUser {
  return { id, email, firstName, lastName, roles: [...roles] };
}

const passwordSchema = v.pipe(
  v.string('Le mot de passe doit être un texte.'),
  v.minLength(PASSWORD_MIN_LENGTH, `Le mot de passe doit contenir au moins ${PASSWORD_MIN_LENGTH} caractères.`),
  v.maxLength(PASSWORD_MAX_LENGTH, `Le mot de passe ne doit pas dépasser ${PASSWORD_MAX_LENGTH} caractères.`),
);

const userEntries = {
  email: emailSchema,
  firstName: requiredText('Le prénom', 100),
  lastName: requiredText('Le nom', 100),
  roles: v.pipe(
    v.array(v.picklist(userRoles, 'Le rôle doit être admin ou editor.'), 'Les rôles doivent être une liste.'),
    v.minLength(1, 'Choisissez au moins un rôle.'),
    v.check((roles) => new Set(roles).size === roles.length, 'Un rôle est en double.'),
  ),
};

/** What creating a user accepts: the password is required (and hashed by the use case, never stored). */
export const userInputSchema = strictEntity({ ...userEntries, password: passwordSchema });
export type UserInput = v.InferOutput<typeof userInputSchema>;

/**
 * What updating a user accepts. Spec §3: the password is sent only if non-empty, so an empty password means
 * "unchanged" and is dropped rather than refused as too short.
 */
export const userPatchSchema = v.pipe(
  v.partial(
    strictEntity({
      ...userEntries,
      password: v.union([v.literal(''), passwordSchema], `Le mot de passe doit contenir au moins ${PASSWORD_MIN_LENGTH} caractères.`),
    }),
  ),
  v.transform(({ password, ...rest }) => (password === undefined || password === '' ? rest : { ...rest, password })),
);
export type UserPatch = v.InferOutput<typeof userPatchSchema>;
