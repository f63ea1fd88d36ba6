/**
 * The full-page error view for an error nothing caught (spec §1, §8). By then React has taken the page down, so
 * this one is plain DOM built from text (never markup), and styled inline in case the stylesheets went with it.
 */
export function showFatalErrorView(document: Document = globalThis.document): void {
  const body = document.body ?? document.documentElement.appendChild(document.createElement('body'));
  const section = document.createElement('section');
  section.className = 'container page-error';
  section.setAttribute('role', 'alert');
  section.style.cssText =
    'max-width:40rem;margin:0 auto;padding:48px 16px;font-family:Inter,system-ui,sans-serif;color:#1b1f24;line-height:1.55';

  const title = document.createElement('h1');
  title.textContent = 'Une erreur est survenue';
  const text = document.createElement('p');
  text.textContent = 'La page n’a pas pu s’afficher. Rechargez-la\u202f; si le problème persiste, écrivez-nous depuis la page Contact.';

  const actions = document.createElement('p');
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.className = 'button';
  reload.textContent = 'Recharger la page';
  reload.addEventListener('click', () => document.defaultView?.location.reload());
  const home = document.createElement('a');
  home.href = '/';
  home.textContent = 'Revenir à l’accueil';
  home.style.marginLeft = '16px';
  const contact = document.createElement('a');
  contact.href = '/contact';
  contact.textContent = 'Contact';
  contact.style.marginLeft = '16px';
  actions.append(reload, home, contact);

  section.append(title, text, actions);
  body.replaceChildren(section);
  document.title = 'Une erreur est survenue — Prêtscope';
}
