const NAVIGATION = [
  { href: '/pret-hypothecaire', label: 'Prêt hypothécaire' },
  { href: '/pret-personnel', label: 'Prêt personnel' },
  { href: '/pret-auto', label: 'Prêt auto' },
  { href: '/regroupement-de-credit', label: 'Regroupement de crédits' },
  { href: '/pret-crypto', label: 'Prêt crypto' },
];

export function SiteHeader() {
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <a className="brand" href="/" aria-label="Prêtscope, accueil">
          <span className="brand__mark" aria-hidden="true">P</span>Prêtscope
        </a>
        <nav aria-label="Comparateurs">
          <ul className="site-nav">
            {NAVIGATION.map((item) => (
              <li key={item.href}><a href={item.href}>{item.label}</a></li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
