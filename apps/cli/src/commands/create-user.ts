import { parseArgs } from 'node:util';
import { userRoles, type UserRole } from '@pretscope/core';
import { UsageError } from '../cli-error.ts';
import { processIo, type CommandIo } from '../command-io.ts';
import { OPERATOR } from '../operator.ts';
import { readNewPassword } from '../read-password.ts';
import { withContainer } from './with-container.ts';

const ROLE_NAMES: Record<UserRole, string> = { admin: 'administrateur', editor: 'éditeur' };

/** Adds a back-office account, with the same checks and argon2id hashing as the API's POST /api/users. */
export async function createUserCommand(args: string[], io: CommandIo = processIo): Promise<string> {
  const { values } = parseArgs({
    args,
    options: {
      email: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      role: { type: 'string' },
      'password-stdin': { type: 'boolean', default: false },
    },
  });
  const missing = (['email', 'first-name', 'last-name', 'role'] as const).filter((name) => !values[name]);
  if (missing.length > 0) throw new UsageError(`Option(s) manquante(s) : ${missing.map((name) => `--${name}`).join(', ')}.`);
  const role = values.role as string;
  if (!(userRoles as readonly string[]).includes(role)) throw new UsageError(`--role attend admin ou editor, pas « ${role} ».`);
  const password = await readNewPassword(io, values['password-stdin'] ?? false);
  return withContainer(async (container) => {
    const attributes = { email: values.email, firstName: values['first-name'], lastName: values['last-name'], roles: [role], password };
    const created = await container.useCasesFor().createResource({ actor: OPERATOR, type: 'users', attributes });
    if (!created.ok) {
      const error = created.error;
      if (error.type === 'input/invalid') throw new UsageError(error.issues.map((issue) => issue.message).join('\n'));
      if (error.type === 'resource/conflict')
        throw new UsageError(`Un compte existe déjà avec l’adresse ${String(values.email).trim().toLowerCase()}.`);
      throw new Error(`create-user: ${error.type}`);
    }
    const user = created.value.attributes as { email: string; firstName: string; lastName: string };
    return `Compte créé : ${user.firstName} ${user.lastName} <${user.email}>, ${ROLE_NAMES[role as UserRole]} (id ${created.value.id}).`;
  }, io.env);
}
