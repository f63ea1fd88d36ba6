import type { CommandResult } from './command-io.ts';

type Run = (args: string[]) => string | CommandResult | Promise<string | CommandResult>;

/** One `pretscope` command: how to call it and what it does (French, as the operator reads it), and its code. */
export interface CliCommand {
  synopsis: string;
  description: string;
  /** The one action of a command that has one (`retention run`). */
  action?: string;
  /** Loaded only to run: `--help` and the list of commands never load the database, nor anything else. */
  load: () => Promise<Run>;
}

export const COMMANDS: Readonly<Record<string, CliCommand>> = {
  simulate: {
    synopsis:
      'pretscope simulate --amount 200000 --rate 3,5 --duration 240 [--country FR|BE|LUX] [--fees 1500] [--insurance 0,3] [--by month|year]',
    description: 'Simule un prêt et affiche son tableau d’amortissement, par année ou par mois (--by month).',
    load: async () => (await import('./commands/simulate.ts')).simulateCommand,
  },
  solve: {
    synopsis: 'pretscope solve [--amount 200000] [--rate 3,5] [--duration 240] [--payment 1200]',
    description: 'Trouve la valeur qui manque parmi le montant, le taux, la durée et la mensualité : indiquez les trois autres.',
    load: async () => (await import('./commands/solve.ts')).solveCommand,
  },
  migrate: {
    synopsis: 'pretscope migrate',
    description: 'Applique les migrations de la base de données qui ne le sont pas encore.',
    load: async () => (await import('./commands/migrate.ts')).migrateCommand,
  },
  seed: {
    synopsis: 'pretscope seed [--scale N --products P]',
    description:
      'Crée les données de démonstration ; --scale ajoute N relevés de taux sur P produits (2 000 par défaut) pour les mesures de performance.',
    load: async () => (await import('./commands/seed.ts')).seedCommand,
  },
  demo: {
    synopsis: 'pretscope demo',
    description: 'Crée, migre et remplit la base de données si besoin, puis affiche le comparateur.',
    load: async () => (await import('./commands/demo.ts')).demoCommand,
  },
  'compute-stats': {
    synopsis: 'pretscope compute-stats',
    description: 'La tâche quotidienne : une statistique de taux par produit ayant des relevés récents.',
    load: async () => (await import('./commands/compute-stats.ts')).computeStatsCommand,
  },
  'create-user': {
    synopsis: 'pretscope create-user --email a@b.lu --first-name Léa --last-name Weber --role admin|editor [--password-stdin]',
    description: 'Crée un compte du back-office ; le mot de passe est demandé deux fois, ou lu sur l’entrée standard (--password-stdin).',
    load: async () => (await import('./commands/create-user.ts')).createUserCommand,
  },
  'import-rates': {
    synopsis: 'pretscope import-rates <fichier.csv> [--dry-run]',
    description:
      'Importe des relevés de taux d’un fichier CSV (colonnes product (id ou slug), amount, duration, rate, date ; séparées par « , » ou « ; ») ; --dry-run vérifie sans rien écrire.',
    load: async () => (await import('./commands/import-rates.ts')).importRatesCommand,
  },
  export: {
    synopsis: 'pretscope export <type> [--format csv|json] [--out fichier]',
    description: 'Exporte toutes les lignes d’un type de l’API, sur la sortie standard sans --out.',
    load: async () => (await import('./commands/export.ts')).exportCommand,
  },
  reminders: {
    synopsis: 'pretscope reminders send',
    description: 'Envoie, une fois chacune, les alertes de taux confirmées dont le taux ou la date est atteint.',
    action: 'send',
    load: async () => (await import('./commands/reminders.ts')).remindersCommand,
  },
  outbox: {
    synopsis: 'pretscope outbox flush',
    description: 'Envoie les e-mails et les webhooks dus maintenant ; le serveur le fait aussi toutes les quelques secondes.',
    action: 'flush',
    load: async () => (await import('./commands/outbox.ts')).outboxCommand,
  },
  retention: {
    synopsis: 'pretscope retention run',
    description:
      'Supprime ou anonymise les données personnelles dont la durée de conservation est passée ; le serveur le fait chaque jour.',
    action: 'run',
    load: async () => (await import('./commands/retention.ts')).retentionCommand,
  },
};

/** What `pretscope <command> --help` prints. */
export function usageOf(command: CliCommand): string {
  return `Usage : ${command.synopsis}\n\n${command.description}`;
}

/** What `pretscope --help` prints: every command, then how to get one's usage. */
export function commandList(): string {
  const commands = Object.values(COMMANDS).map((command) => `  ${command.synopsis}\n      ${command.description}`);
  return `Prêtscope — commandes :\n${commands.join('\n')}\n\nL’usage d’une commande : pretscope <commande> --help (ou -h).`;
}

/** `--help` or `-h` anywhere before a `--` that ends the options: the usage is asked for, whatever else is written. */
export function asksForHelp(args: readonly string[]): boolean {
  const end = args.indexOf('--');
  return (end === -1 ? args : args.slice(0, end)).some((arg) => arg === '--help' || arg === '-h');
}
