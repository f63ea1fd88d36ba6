import type { BorrowingCapacityError, NoSolutionReason, PurchaseBudgetError, SolvableField, SolveLoanError } from '@pretscope/core';

/** Core answers expected failures as values with English details; a visitor reads these French sentences. */

export function capacityErrorMessage(error: BorrowingCapacityError): string {
  if (error.type === 'capacity/no-capacity') {
    return error.detail.includes('insurance')
      ? 'L’assurance emprunteur à elle seule dépasse le budget mensuel autorisé\u00a0: aucun prêt n’est possible avec ces revenus.'
      : 'Vos charges actuelles utilisent déjà tout le taux d’endettement autorisé\u00a0: aucun nouveau prêt n’est possible avec ces revenus.';
  }
  return 'Ces données ne permettent pas de calculer une capacité d’emprunt. Vérifiez les revenus, les charges, le taux et la durée.';
}

export function budgetErrorMessage(error: PurchaseBudgetError): string {
  if (error.detail.includes('region')) return 'Pour un achat en Belgique, choisissez la région du bien.';
  if (error.detail.includes('price')) return 'Indiquez un prix supérieur à 0\u00a0€.';
  if (error.detail.includes('ownFunds')) return 'L’apport ne peut être négatif.';
  return 'Ces données ne permettent pas de calculer les frais d’achat. Vérifiez le prix, l’apport et la situation.';
}

const FIELD_NAMES: Record<SolvableField, string> = {
  amount: 'le montant',
  rate: 'le taux',
  duration: 'la durée',
  payment: 'la mensualité',
};

const REASONS: Record<NoSolutionReason, string> = {
  'payment-below-interest':
    'La mensualité ne couvre même pas les intérêts du premier mois\u00a0: la dette ne diminuerait jamais. Augmentez la mensualité ou réduisez le montant.',
  'payment-below-zero-rate-payment':
    'Même à 0\u00a0%, cette mensualité ne rembourse pas le montant sur cette durée\u00a0: il faudrait un taux négatif. Augmentez la mensualité ou la durée.',
  'rate-too-high':
    'Cette mensualité supposerait un taux annuel supérieur à 1\u202f000\u00a0%\u00a0: ce n’est pas un prêt. Réduisez la mensualité ou allongez la durée.',
};

export function solveErrorMessage(error: SolveLoanError): string {
  if (error.type === 'loan/no-solution') return `Impossible de calculer ${FIELD_NAMES[error.field]}. ${REASONS[error.reason]}`;
  return error.field
    ? `Vérifiez ${FIELD_NAMES[error.field]}\u00a0: il doit être supérieur à 0.`
    : 'Remplissez trois des quatre champs et laissez vide celui à calculer.';
}
