import { describe, expect, it } from 'vitest';
import { fakeSigner, fixedClock, messagingStores, CONSENT } from './messaging-fakes.test-support.ts';
import { requestEbook } from './request-ebook.ts';
import { submitLead, type SubmitLeadDeps } from './submit-lead.ts';

const SITE = 'https://www.pretscope.lu';

function setup(partnerWebhook = true) {
  const stores = messagingStores();
  const productReads: { id: number; visibleAt: Date | undefined }[] = [];
  const deps: SubmitLeadDeps = {
    unitOfWork: stores.unitOfWork,
    clock: fixedClock('2026-11-24T09:30:00Z'),
    signer: fakeSigner,
    siteUrl: SITE,
    teamEmail: 'equipe@pretscope.lu',
    partnerWebhook,
    randomBytes: (size: number) => new Uint8Array(size).fill(0x42),
    // Product 7 is one visitors see; any other is unknown or hidden (read with `visibleAt`, which the fake records).
    products: {
      async get(type, id, _include, options) {
        productReads.push({ id, visibleAt: options?.visibleAt });
        return id === 7
          ? { ok: true as const, value: { record: { type, id, attributes: {}, relationships: {} }, included: [] } }
          : { ok: false as const, error: { type: 'resource/not-found' as const, resourceType: type, id } };
      },
    },
  };
  return { ...stores, deps, productReads };
}

const consolidation = {
  kind: 'regroupement-de-credit',
  firstName: 'Zoé',
  lastName: 'Lefèvre',
  email: 'zoe@example.fr',
  phone: '+33 6 12 34 56 78',
  country: 'FR',
  amount: 45_000,
  duration: 96,
  message: 'Deux crédits auto <b>et</b> un renouvelable.',
  consent: CONSENT,
};

describe('submitLead and requestEbook', () => {
  it('stores the request, then queues the visitor’s confirmation, the team’s notification and the partner’s webhook', async () => {
    const { deps, resources, outbox } = setup();
    const result = await submitLead(deps, { actor: null, attributes: consolidation });
    expect(result.ok).toBe(true);
    const id = result.ok ? result.value.id : 0;
    expect(resources.records.get(`leads:${id}`)?.attributes).toMatchObject({ email: 'zoe@example.fr', amount: 45_000 });
    expect(outbox.items.map((item) => [item.key, item.recipient, item.payload?.channel])).toEqual([
      [`lead:${id}:confirmation`, 'zoe@example.fr', 'mail'],
      [`lead:${id}:team`, 'zoe@example.fr', 'mail'],
      [`lead:${id}:partner`, 'zoe@example.fr', 'lead-webhook'],
    ]);
    const [confirmation, team, partner] = outbox.items.map((item) => item.payload);
    expect(confirmation?.channel === 'mail' && confirmation.mail).toMatchObject({
      to: 'zoe@example.fr',
      subject: 'Nous avons bien reçu votre demande de regroupement de crédits (PS-8914-4GJ2)',
    });
    expect(team?.channel === 'mail' && team.mail.to).toBe('equipe@pretscope.lu');
    // The visitor's text is in the team's e-mail, escaped: it never becomes markup.
    expect(team?.channel === 'mail' && team.mail.html).toContain('Deux crédits auto &lt;b&gt;et&lt;/b&gt; un renouvelable.');
    expect(partner?.channel === 'lead-webhook' && partner.event.lead).toMatchObject({
      id,
      kind: 'regroupement-de-credit',
      email: 'zoe@example.fr',
      amount: 45_000,
      duration: 96,
      consentVersion: '2026-11',
    });
  });

  it('sends no webhook without a partner configured, nor for other requests', async () => {
    const unconfigured = setup(false);
    await submitLead(unconfigured.deps, { actor: null, attributes: consolidation });
    expect(unconfigured.outbox.items.map((item) => item.payload?.channel)).toEqual(['mail', 'mail']);
    const mortgage = setup(true);
    await submitLead(mortgage.deps, {
      actor: null,
      attributes: { ...consolidation, kind: 'pret-hypothecaire', amount: 300_000, duration: 300 },
    });
    expect(mortgage.outbox.items.map((item) => item.payload?.channel)).toEqual(['mail', 'mail']);
  });

  it('refuses a consolidation request from a Belgian resident on its country, and stores nothing (decision 0008)', async () => {
    const { deps, resources, outbox } = setup();
    const result = await submitLead(deps, { actor: null, attributes: { ...consolidation, country: 'BE' } });
    expect(result).toEqual({
      ok: false,
      error: {
        type: 'input/invalid',
        issues: [{ path: ['country'], message: 'Le regroupement de crédits n’est pas proposé aux résidents de Belgique.' }],
      },
    });
    expect([...resources.records.keys()].filter((key) => key.startsWith('leads:'))).toEqual([]);
    expect(outbox.items).toEqual([]);
    // Other requests from Belgium are taken.
    const mortgage = await submitLead(deps, {
      actor: null,
      attributes: { ...consolidation, country: 'BE', kind: 'pret-hypothecaire', amount: 300_000, duration: 300 },
    });
    expect(mortgage.ok).toBe(true);
  });

  it('queues the guide with its PDF for an ebook request, counted in the month’s mailing with tracked links', async () => {
    const { deps, outbox, batches } = setup();
    const result = await requestEbook(deps, { actor: null, attributes: { email: 'lea@example.lu', consent: CONSENT }, country: 'BE' });
    expect(result.ok && result.value.attributes).toMatchObject({ kind: 'ebook', email: 'lea@example.lu', country: 'BE', firstName: '' });
    expect(batches.batches).toEqual([
      expect.objectContaining({ id: 1, title: 'Guide «\u202fEmprunter au Luxembourg, en Belgique et en France\u202f» — novembre 2026' }),
    ]);
    const [item] = outbox.items;
    expect(item?.batchId).toBe(1);
    expect(item?.payload?.channel === 'mail' && item.payload.mail.attach).toBe('borrowing-guide');
    // The guide, rendered when the e-mail is sent, will carry the requester's market's credit warning.
    expect(item?.payload?.channel === 'mail' && item.payload.mail.guideMarket).toBe('BE');
    const html = item?.payload?.channel === 'mail' ? item.payload.mail.html : '';
    expect(html).toContain(`${SITE}/courriel/ouverture/1/${fakeSigner.sign('open:1')}`);
    expect(html).toContain(
      `${SITE}/courriel/lien/1/${fakeSigner.sign('link:1:/pret-hypothecaire/simulation')}?vers=%2Fpret-hypothecaire%2Fsimulation`,
    );
    // A second request the same month joins the same mailing.
    await requestEbook(deps, { actor: null, attributes: { email: 'max@example.lu', consent: CONSENT } });
    expect(batches.batches).toHaveLength(1);
    expect(outbox.items[1]?.batchId).toBe(1);
    // A requester whose market is not known is filed as Luxembourg, but their guide carries every market's warning.
    const unknown = outbox.items[1]?.payload;
    expect(unknown?.channel === 'mail' && unknown.mail).toMatchObject({ attach: 'borrowing-guide' });
    expect(unknown?.channel === 'mail' && 'guideMarket' in unknown.mail).toBe(false);
  });

  it('refuses an invalid request with every field’s French message, and stores and queues nothing', async () => {
    const { deps, resources, outbox } = setup();
    const result = await submitLead(deps, {
      actor: null,
      attributes: { ...consolidation, email: 'pas-une-adresse', consent: { ...CONSENT, given: false } },
    });
    expect(result.ok).toBe(false);
    if (!result.ok && result.error.type === 'input/invalid')
      expect(result.error.issues.map((issue) => issue.path[0])).toEqual(['email', 'consent']);
    expect([...resources.records.keys()].filter((key) => key.startsWith('leads:'))).toEqual([]);
    expect(outbox.items).toEqual([]);
  });

  it('refuses a request naming a product visitors cannot see (unknown, inactive, hidden) on productId, and stores nothing', async () => {
    const { deps, resources, outbox, productReads } = setup();
    const refused = await submitLead(deps, { actor: null, attributes: { ...consolidation, productId: 8 } });
    expect(refused).toEqual({
      ok: false,
      error: {
        type: 'input/invalid',
        issues: [
          {
            path: ['productId'],
            message: 'Ce produit n’existe pas ou n’est plus proposé\u00a0: choisissez une offre affichée sur le site.',
          },
        ],
      },
    });
    expect(productReads).toEqual([{ id: 8, visibleAt: new Date('2026-11-24T09:30:00Z') }]);
    expect([...resources.records.keys()].filter((key) => key.startsWith('leads:'))).toEqual([]);
    expect(outbox.items).toEqual([]);
    const accepted = await submitLead(deps, { actor: null, attributes: { ...consolidation, productId: 7 } });
    expect(accepted.ok).toBe(true);
  });
});
