import { index, route, type RouteConfig } from '@react-router/dev/routes';
import { adminRoutes } from './admin-routes.ts';

// Each area adds its routes at its marker; the category route and the 404 stay last (most general).
export default [
  index('routes/home.tsx'),
  route('robots.txt', 'routes/robots-txt.ts'),
  route('sitemap.xml', 'routes/sitemap-xml.ts'),
  // @routes:content (articles, authors, legal pages)
  route('articles', 'routes/articles.tsx'),
  route('articles/:slug', 'routes/article.tsx'),
  route('articles/:subcategory/:slug', 'routes/article-in-subcategory.tsx'),
  route('auteurs/:slug', 'routes/author.tsx'),
  route('apercu/article/:id', 'routes/article-preview.tsx'),
  route('conditions-generales', 'routes/legal-page.tsx', { id: 'legal-conditions-generales' }),
  route('mentions-legales', 'routes/legal-page.tsx', { id: 'legal-mentions-legales' }),
  route('politique-de-confidentialite', 'routes/legal-page.tsx', { id: 'legal-politique-de-confidentialite' }),
  route('qui-sommes-nous', 'routes/legal-page.tsx', { id: 'legal-qui-sommes-nous' }),
  route('fonctionnement-du-comparateur', 'routes/legal-page.tsx', { id: 'legal-fonctionnement-du-comparateur' }),
  // @routes:calculators (simulation, capacity, budget, calculator, crypto, personal loan pages)
  route('pret-hypothecaire/simulation', 'routes/calculators/mortgage-simulation.tsx'),
  route('pret-hypothecaire/simulation.pdf', 'routes/calculators/simulation-pdf.ts', { id: 'simulation-pdf' }),
  route('pret-hypothecaire/combien-emprunter', 'routes/calculators/how-much-to-borrow.tsx'),
  route('pret-hypothecaire/combien-emprunter.pdf', 'routes/calculators/simulation-pdf.ts', { id: 'combien-emprunter-pdf' }),
  route('pret-immobilier/outils/capacite-d-emprunt', 'routes/calculators/borrowing-capacity.tsx'),
  route('pret-immobilier/outils/capacite-d-emprunt.pdf', 'routes/calculators/simulation-pdf.ts', { id: 'capacite-d-emprunt-pdf' }),
  route('pret-immobilier/outils/calculette', 'routes/calculators/loan-calculator.tsx'),
  route('pret-immobilier/outils/calculette.pdf', 'routes/calculators/simulation-pdf.ts', { id: 'calculette-pdf' }),
  route('pret-immobilier/outils/remboursement-anticipe', 'routes/calculators/early-repayment.tsx'),
  route('pret-immobilier/outils/remboursement-anticipe.pdf', 'routes/calculators/simulation-pdf.ts', { id: 'remboursement-anticipe-pdf' }),
  route('pret-immobilier/outils/renegocier', 'routes/calculators/renegotiation.tsx'),
  route('pret-immobilier/outils/renegocier.pdf', 'routes/calculators/simulation-pdf.ts', { id: 'renegocier-pdf' }),
  route('comparer-les-pays', 'routes/calculators/country-comparison.tsx'),
  route('comparer-les-pays.pdf', 'routes/calculators/simulation-pdf.ts', { id: 'comparer-les-pays-pdf' }),
  route('pret-immobilier/outils/assurance-emprunteur', 'routes/calculators/borrower-insurance.tsx'),
  route('pret-immobilier/outils/assurance-emprunteur.pdf', 'routes/calculators/simulation-pdf.ts', { id: 'assurance-emprunteur-pdf' }),
  route('pret-immobilier/outils/taux-variable', 'routes/calculators/variable-rate.tsx'),
  route('pret-immobilier/outils/taux-variable.pdf', 'routes/calculators/simulation-pdf.ts', { id: 'taux-variable-pdf' }),
  route('regroupement-de-credit/simulation', 'routes/calculators/consolidation.tsx'),
  route('regroupement-de-credit/simulation.pdf', 'routes/calculators/simulation-pdf.ts', { id: 'regroupement-de-credit-pdf' }),
  route('pret-crypto', 'routes/calculators/crypto-loan.tsx'),
  route('pret-crypto.pdf', 'routes/calculators/simulation-pdf.ts', { id: 'pret-crypto-pdf' }),
  route('pret-crypto/offres', 'routes/calculators/crypto-offers.ts'),
  route('pret-personnel/:slug', 'routes/calculators/personal-loan.tsx'),
  route('outils/nombre-d-offres', 'routes/calculators/offer-count.ts'),
  route('outils/meilleur-taux-fixe', 'routes/calculators/best-fixed-offer.ts'),
  route('outils/taux-du-marche', 'routes/calculators/market-rates.ts'),
  // @routes:directory (banks and brokers, product pages, /go redirect)
  route('banques-et-courtiers', 'routes/directory/index.tsx'),
  route('banques-et-courtiers/:slug', 'routes/directory/advertiser.tsx'),
  route('banques-et-courtiers/:slug/logo.svg', 'routes/directory/lender-logo.ts', { id: 'lender-logo' }),
  route('banques-et-courtiers/:slug/embleme.svg', 'routes/directory/lender-logo.ts', { id: 'lender-emblem' }),
  route('banques-et-courtiers/:slug/:product', 'routes/directory/product.tsx'),
  route('apercu/produit/:id', 'routes/directory/product-preview.tsx'),
  route('go/:advertiser/:slug', 'routes/go.tsx'),
  // @routes:forms (requests, appointment, contact, ebook, reminder)
  route('pret-hypothecaire/demande', 'routes/forms/mortgage-request.tsx'),
  route('pret-immobilier/demande', 'routes/forms/real-estate-request.tsx'),
  route('pret-personnel/demande', 'routes/forms/personal-loan-request.tsx'),
  route('regroupement-de-credit/demande-partners-finances', 'routes/forms/consolidation-request.tsx'),
  route('prendre-rendez-vous', 'routes/forms/appointment.tsx'),
  route('contact', 'routes/forms/contact.tsx'),
  route('ebook', 'routes/forms/ebook.tsx'),
  route('pret-hypothecaire/reminder', 'routes/forms/rate-reminder.tsx'),
  // @routes:messaging (the reminders' double opt-in and unsubscribe, the mailings' pixel and tracked links)
  route('alerte-taux/confirmation', 'routes/reminders/confirm-reminder.tsx'),
  route('alerte-taux/desabonnement', 'routes/reminders/unsubscribe-reminder.tsx'),
  route('courriel/ouverture/:batch/:signature', 'routes/mail/opening-pixel.ts'),
  route('courriel/lien/:batch/:signature', 'routes/mail/tracked-link.ts'),
  // @routes:personal-data (a person's copy or erasure of their data, confirmed through the e-mailed link)
  route('donnees-personnelles/confirmation', 'routes/personal-data/confirm-data-request.tsx'),
  route('donnees-personnelles/copie', 'routes/personal-data/data-copy.ts'),
  // @routes:comparator (the chosen offers side by side, issue 19)
  route('comparer', 'routes/side-by-side.tsx'),
  // @routes:shell (the header's site search)
  route('recherche', 'routes/search.tsx'),
  // @routes:admin (the back office, /_admin_; see admin-routes.ts)
  ...adminRoutes,
  // Category pages live at the root (spec §2); the loader answers 404 for a slug that is not a category.
  route(':category', 'routes/category.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
