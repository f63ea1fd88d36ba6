/**
 * Fictional authors of the demo articles.
 */

export interface SeedAuthor {
  name: string;
  slug: string;
  role: string;
  /** 2 to 3 sentences. */
  bio: string;
}

export const SEED_AUTHORS: readonly SeedAuthor[] = [
  {
    name: 'Claire Wagener',
    slug: 'claire-wagener',
    role: 'Analyste crédit immobilier',
    bio:
      'Claire Wagener a instruit des dossiers de prêt logement pendant dix ans dans une banque de détail luxembourgeoise avant de rejoindre Prêtscope. Elle suit les taux hypothécaires au Luxembourg et en Belgique et décrypte les aides à l’acquisition. Elle rédige nos guides sur le financement de la résidence principale.',
  },
  {
    name: 'Julien Marchal',
    slug: 'julien-marchal',
    role: 'Journaliste finances personnelles',
    bio:
      'Journaliste économique formé à Lille, Julien Marchal couvre le crédit à la consommation et le budget des ménages depuis 2014. Il s’attache à traduire les textes réglementaires en exemples chiffrés. Il écrit nos articles sur le TAEG, le prêt personnel et le regroupement de crédits.',
  },
  {
    name: 'Sophie Lambotte',
    slug: 'sophie-lambotte',
    role: 'Juriste en droit immobilier',
    bio:
      'Juriste de formation, Sophie Lambotte a travaillé dans une étude notariale namuroise avant de se consacrer à l’information des acquéreurs. Elle explique la fiscalité de l’achat immobilier en Belgique et en France, des droits d’enregistrement aux frais de notaire. Ses articles renvoient systématiquement aux sources officielles.',
  },
  {
    name: 'Thomas Keller',
    slug: 'thomas-keller',
    role: 'Analyste marchés et actifs numériques',
    bio:
      'Ancien gestionnaire de risques dans une société de gestion, Thomas Keller analyse l’évolution des taux directeurs et des marchés obligataires. Il s’intéresse aussi aux prêts garantis par crypto-actifs, dont il détaille les risques sans détour. Il signe nos articles sur les taux fixes, variables et la renégociation.',
  },
];
