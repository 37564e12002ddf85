/**
 * Demo data for two accounts: Acme Logistics (busy, every channel, no IP allow-list, seats full) and
 * Globex Retail (small, an IP allow-list that admits the local machine, free seats). Times are relative
 * to the clock at start-up so channel windows look the same on every run: conversation 90211 is inside
 * its WhatsApp window, 90212's has closed, 90213 is an open TikTok window, 90214's has closed.
 */
import { HOUR, iso } from './clock.js';
import type { AccountState, Contact, Conversation, CustomerObject, CustomerObjectRecord, Message, SandboxCredential, SandboxState } from './state.js';

export const ALL_SCOPES: string[] = [
  'account',
  'agents_teams',
  'ai_world',
  'analytics',
  'audit_log',
  'billing',
  'business_hours',
  'conversation_attributes',
  'conversations',
  'customer_objects',
  'customers',
  'documents_signature',
  'files',
  'forms',
  'knowledge_base',
  'messages',
  'notifications',
  'profile',
  'quick_replies',
  'sso',
  'studio',
];

const FLAGS = { red: '🔴', yellow: '🟡', green: '🟢', blue: '🔵', none: '' } as const;

function emptyAccount(id: string, name: string): AccountState {
  return {
    id,
    name,
    ipAllowList: [],
    plan: { name: 'Growth', ai_world_included: true, seats_included: 3, currency: 'USD', seat_price_monthly: 39 },
    credits: { monthly: 500, topup: 100 },
    lifecycleStages: ['lead', 'customer', 'churned'],
    inboxes: new Map(),
    contacts: new Map(),
    customers: new Map(),
    teams: new Map(),
    agents: new Map(),
    conversations: new Map(),
    messages: new Map(),
    templates: [],
    aiFeatures: new Map(),
    objects: new Map(),
    records: new Map(),
    documents: new Map(),
    signingLinks: [],
    auditLog: [],
    charges: [],
  };
}

interface ConversationSeed {
  id: string;
  inbox: string;
  contact: string;
  status: Conversation['status'];
  assignee?: string;
  team?: string;
  priority?: Conversation['priority'];
  flag?: keyof typeof FLAGS;
  labels?: string[];
  tags?: string[];
  subject: string;
  createdHoursAgo: number;
  /** The customer's messages (hours ago, text), and the agent's replies. */
  incoming: [number, string][];
  outgoing?: [number, string][];
  onHoldHours?: number;
}

function addConversation(account: AccountState, now: Date, seed: ConversationSeed) {
  const at = (hoursAgo: number) => iso(new Date(now.getTime() - hoursAgo * HOUR));
  const inbox = account.inboxes.get(seed.inbox)!;
  const contact = account.contacts.get(seed.contact)!;
  const agent = seed.assignee ? account.agents.get(seed.assignee) : undefined;
  const team = seed.team ? account.teams.get(seed.team) : undefined;
  const messages: Message[] = [
    ...seed.incoming.map(([h, text]) => ({ h, text, direction: 'incoming' as const })),
    ...(seed.outgoing ?? []).map(([h, text]) => ({ h, text, direction: 'outgoing' as const })),
  ]
    .sort((a, b) => b.h - a.h)
    .map(({ h, text, direction }, i) => ({
      object: 'message' as const,
      id: `msg_${seed.id}_${i + 1}`,
      conversation_id: seed.id,
      content: text,
      content_type: 'text' as const,
      caption: '',
      direction,
      private: false,
      status: direction === 'incoming' ? 'read' : 'delivered',
      sender_type: direction === 'incoming' ? ('contact' as const) : ('agent' as const),
      sender_id: direction === 'incoming' ? contact.id : (agent?.id ?? ''),
      sender_name: direction === 'incoming' ? contact.name : (agent?.name ?? ''),
      inbox_type: inbox.type,
      attachments: [],
      reply_to_message_id: null,
      metadata: {},
      created_at: at(h),
      updated_at: at(h),
    }));
  const last = messages.at(-1);
  const firstReply = messages.find((m) => m.direction === 'outgoing');
  account.messages.set(seed.id, messages);
  account.conversations.set(seed.id, {
    object: 'conversation',
    id: seed.id,
    status: seed.status,
    inbox_id: inbox.id,
    inbox_name: inbox.name,
    inbox_type: inbox.type,
    contact_id: contact.id,
    contact: { id: contact.id, name: contact.name, phone: contact.phone, email: contact.email },
    customer_id: contact.customer_id,
    assignee_id: agent?.id ?? '',
    assignee_name: agent?.name ?? '',
    team_id: team?.id ?? '',
    team_name: team?.name ?? '',
    subject: seed.subject,
    priority: seed.priority ?? '',
    flag: FLAGS[seed.flag ?? 'none'],
    labels: seed.labels ?? [],
    tags: seed.tags ?? [],
    pinned: false,
    unread_count: last?.direction === 'incoming' ? 1 : 0,
    message_count: messages.length,
    last_message_preview: last?.content.slice(0, 100) ?? '',
    last_message_direction: last?.direction ?? '',
    last_message_at: last?.created_at ?? null,
    last_activity_at: last?.created_at ?? at(seed.createdHoursAgo),
    created_at: at(seed.createdHoursAgo),
    updated_at: last?.created_at ?? at(seed.createdHoursAgo),
    resolved_at: seed.status === 'resolved' ? (last?.created_at ?? null) : null,
    first_response_at: firstReply?.created_at ?? null,
    on_hold_until: seed.onHoldHours ? at(-seed.onHoldHours) : null,
    custom_attributes: {},
    studio_flow_id: '',
    ai_session_id: '',
    resolved_by: seed.status === 'resolved' ? (agent?.id ?? '') : '',
    metadata: {},
  });
}

function addContact(account: AccountState, now: Date, contact: Omit<Contact, 'object' | 'avatar_url' | 'created_at' | 'updated_at' | 'inbox_type'>) {
  const inbox = account.inboxes.get(contact.inbox_id)!;
  account.contacts.set(contact.id, {
    object: 'contact',
    avatar_url: '',
    created_at: iso(new Date(now.getTime() - 900 * HOUR)),
    updated_at: iso(new Date(now.getTime() - 100 * HOUR)),
    inbox_type: inbox.type,
    ...contact,
  });
}

function addCustomer(account: AccountState, now: Date, id: string, name: string, extra: Partial<AccountState['customers'] extends Map<string, infer C> ? C : never> = {}) {
  account.customers.set(id, {
    object: 'customer',
    id,
    name,
    industry: '',
    website: '',
    address: '',
    phone: '',
    email: '',
    notes: '',
    logo_url: '',
    assigned_agent: '',
    lifecycle_stage: 'customer',
    tags: [],
    created_at: iso(new Date(now.getTime() - 2000 * HOUR)),
    updated_at: iso(new Date(now.getTime() - 200 * HOUR)),
    created_by: '311',
    ...extra,
  });
}

function dealsObject(now: Date): CustomerObject {
  return {
    object: 'customer_object',
    id: 'obj_deals',
    label: 'Deals',
    label_singular: 'Deal',
    icon: 'handshake',
    enabled: true,
    is_default: true,
    position: 2,
    fields: [
      { key: 'title', label: 'Title', type: 'text', required: true, options: [], is_system: true },
      { key: 'stage', label: 'Stage', type: 'select', required: false, options: ['lead', 'qualified', 'won', 'lost'], is_system: false },
      { key: 'amount', label: 'Amount', type: 'number', required: false, options: [], is_system: false },
      { key: 'close_date', label: 'Close date', type: 'date', required: false, options: [], is_system: false },
    ],
    created_at: iso(new Date(now.getTime() - 5000 * HOUR)),
    updated_at: iso(new Date(now.getTime() - 1000 * HOUR)),
  };
}

function addRecords(account: AccountState, now: Date, objectId: string, rows: [string, string, Record<string, unknown>][]) {
  const records = new Map<string, CustomerObjectRecord>();
  rows.forEach(([id, customerId, data], i) => {
    const created = iso(new Date(now.getTime() - (400 - i * 10) * HOUR));
    records.set(id, {
      object: 'customer_object_record',
      id,
      object_id: objectId,
      customer_id: customerId,
      data,
      links: [],
      created_at: created,
      updated_at: created,
      created_by: '311',
      updated_by: '311',
    });
  });
  account.records.set(objectId, records);
}

function acme(now: Date): AccountState {
  const a = emptyAccount('acc_acme', 'Acme Logistics');
  const inboxes: [string, string, string, string][] = [
    ['7', 'Support WhatsApp', 'whatsapp', '+972 3 555 0100'],
    ['8', 'Delivery SMS', 'sms', '+1 415 555 0142'],
    ['9', 'TikTok Shop', 'tiktok_messenger', '@acmelogistics'],
    ['10', 'Phone line', 'voice', '+1 415 555 0100'],
    ['11', 'Support email', 'email', 'support@acme.test'],
    ['12', 'Website chat', 'live_chat', 'acme.test'],
  ];
  for (const [id, name, type, identifier] of inboxes)
    a.inboxes.set(id, { object: 'inbox', id, name, type, active: true, identifier, created_at: iso(new Date(now.getTime() - 6000 * HOUR)) });
  for (const [id, name, email] of [
    ['311', 'Noa Cohen', 'noa@acme.test'],
    ['312', 'Avi Peretz', 'avi@acme.test'],
    ['313', 'Maya Shapiro', 'maya@acme.test'],
  ] as const) {
    a.agents.set(id, { object: 'agent', id, type: 'human', name, email, created_at: iso(new Date(now.getTime() - 5000 * HOUR)) });
  }
  a.teams.set('12', { id: '12', name: 'Tier 1' });
  a.teams.set('13', { id: '13', name: 'Billing' });
  addCustomer(a, now, '880', 'Levi Household', { email: 'dana@levi.test', phone: '+972501234567', tags: ['vip'] });
  addCustomer(a, now, '881', 'Blue Harbor Cafe', { industry: 'Hospitality', website: 'https://blueharbor.test', lifecycle_stage: 'lead' });
  addCustomer(a, now, '882', 'Northwind Traders', { industry: 'Wholesale', website: 'https://northwind.test' });
  addContact(a, now, { id: '5521', name: 'Dana Levi', phone: '+972501234567', email: 'dana@levi.test', inbox_id: '7', customer_id: '880' });
  addContact(a, now, { id: '5522', name: 'Omer Katz', phone: '+14155550199', email: '', inbox_id: '8', customer_id: '881' });
  addContact(a, now, { id: '5523', name: 'Lior (TikTok)', phone: '', email: '', inbox_id: '9', customer_id: '881' });
  addContact(a, now, { id: '5524', name: 'Caller +1 415 555 0177', phone: '+14155550177', email: '', inbox_id: '10', customer_id: '882' });
  addContact(a, now, { id: '5525', name: 'Grace Hopper', phone: '', email: 'grace@northwind.test', inbox_id: '11', customer_id: '882' });
  addContact(a, now, { id: '5526', name: 'Website visitor', phone: '', email: '', inbox_id: '12', customer_id: '880' });
  addContact(a, now, { id: '5527', name: 'Yossi Levi', phone: '+972501112233', email: '', inbox_id: '7', customer_id: '880' });
  const conversations: ConversationSeed[] = [
    {
      id: '90211',
      inbox: '7',
      contact: '5521',
      status: 'open',
      assignee: '311',
      team: '12',
      priority: 'high',
      flag: 'red',
      labels: ['shipping'],
      tags: ['vip'],
      subject: 'Order 4471 has not arrived',
      createdHoursAgo: 20,
      incoming: [
        [20, 'Hi, my order 4471 has not arrived yet'],
        [1, 'Any update on my order?'],
      ],
      outgoing: [[19.9, 'Sorry to hear that, checking with the courier now.']],
    },
    {
      id: '90212',
      inbox: '7',
      contact: '5527',
      status: 'pending',
      labels: ['billing'],
      subject: 'Invoice copy',
      createdHoursAgo: 30,
      incoming: [[30, 'Can you send me a copy of invoice 2231?']],
    },
    {
      id: '90213',
      inbox: '9',
      contact: '5523',
      status: 'open',
      assignee: '312',
      team: '13',
      priority: 'medium',
      labels: ['returns'],
      subject: 'Return a damaged parcel',
      createdHoursAgo: 3,
      incoming: [
        [3, 'The box arrived crushed, can I return it?'],
        [2, 'Photos attached'],
      ],
    },
    {
      id: '90214',
      inbox: '9',
      contact: '5523',
      status: 'resolved',
      assignee: '312',
      labels: ['shipping'],
      subject: 'Delivery window',
      createdHoursAgo: 72,
      incoming: [
        [72, 'What time will the courier come?'],
        [60, 'Thanks!'],
      ],
      outgoing: [[71, 'Between 10:00 and 14:00.']],
    },
    {
      id: '90215',
      inbox: '10',
      contact: '5524',
      status: 'open',
      assignee: '313',
      team: '12',
      priority: 'urgent',
      flag: 'yellow',
      labels: ['claims'],
      subject: 'Missed call about a claim',
      createdHoursAgo: 5,
      incoming: [[5, 'Voicemail: please call me back about claim 77.']],
    },
    {
      id: '90216',
      inbox: '8',
      contact: '5522',
      status: 'on_hold',
      assignee: '311',
      priority: 'low',
      labels: ['shipping', 'returns'],
      subject: 'Redelivery',
      createdHoursAgo: 48,
      incoming: [[48, 'Please redeliver tomorrow']],
      outgoing: [[47, 'Booked for tomorrow morning.']],
      onHoldHours: 24,
    },
    {
      id: '90217',
      inbox: '11',
      contact: '5525',
      status: 'resolved',
      team: '13',
      labels: ['billing'],
      flag: 'green',
      subject: 'Bulk shipping rates',
      createdHoursAgo: 240,
      incoming: [[240, 'Do you have bulk rates for 500+ parcels a month?']],
      outgoing: [[230, 'Yes, see the attached price list.']],
    },
    { id: '90218', inbox: '12', contact: '5526', status: 'missed', subject: 'Chat from the website', createdHoursAgo: 10, incoming: [[10, 'Hello? Anyone there?']], flag: 'blue' },
  ];
  for (const c of conversations) addConversation(a, now, c);
  a.templates = [
    {
      object: 'whatsapp_template',
      name: 'order_update',
      language: 'en',
      category: 'utility',
      status: 'approved',
      body: 'Hi {{1}}, your order {{2}} is on its way.',
      header_type: 'none',
      body_variable_count: 2,
    },
    {
      object: 'whatsapp_template',
      name: 'order_update',
      language: 'he',
      category: 'utility',
      status: 'approved',
      body: 'שלום {{1}}, ההזמנה {{2}} בדרך.',
      header_type: 'none',
      body_variable_count: 2,
    },
    {
      object: 'whatsapp_template',
      name: 'invoice_ready',
      language: 'en',
      category: 'utility',
      status: 'approved',
      body: 'Your invoice {{1}} is ready.',
      header_type: 'document',
      body_variable_count: 1,
    },
    {
      object: 'whatsapp_template',
      name: 'winter_sale',
      language: 'en',
      category: 'marketing',
      status: 'rejected',
      body: 'Winter sale: 20% off shipping!',
      header_type: 'image',
      body_variable_count: 0,
    },
  ];
  for (const [key, label, enabled] of [
    ['conversation_summary', 'Conversation summary', true],
    ['reply_suggestions', 'Reply suggestions', false],
    ['auto_translate', 'Automatic translation', false],
  ] as const) {
    a.aiFeatures.set(key, { object: 'ai_feature', key, label, enabled });
  }
  a.objects.set('obj_deals', dealsObject(now));
  a.objects.set('obj_service_calls', {
    object: 'customer_object',
    id: 'obj_service_calls',
    label: 'Service Calls',
    label_singular: 'Service Call',
    icon: 'wrench',
    enabled: true,
    is_default: true,
    position: 3,
    fields: [
      { key: 'summary', label: 'Summary', type: 'text', required: true, options: [], is_system: true },
      { key: 'status', label: 'Status', type: 'select', required: false, options: ['scheduled', 'done'], is_system: false },
    ],
    created_at: iso(new Date(now.getTime() - 5000 * HOUR)),
    updated_at: iso(new Date(now.getTime() - 900 * HOUR)),
  });
  addRecords(a, now, 'obj_deals', [
    ['rec_5c2e91', '880', { title: 'Annual renewal', stage: 'lead', amount: 12000 }],
    ['rec_5c2e92', '881', { title: 'Cafe supplies contract', stage: 'qualified', amount: 4800 }],
    ['rec_5c2e93', '882', { title: 'Bulk shipping, 500 parcels', stage: 'won', amount: 31000, close_date: '2026-10-01' }],
    ['rec_5c2e94', '882', { title: 'Cold storage pilot', stage: 'lost', amount: 9000 }],
    ['rec_5c2e95', '880', { title: 'Moving boxes upsell', stage: 'lead', amount: 350 }],
  ]);
  addRecords(a, now, 'obj_service_calls', [['rec_sc_101', '882', { summary: 'Scanner at dock 3 offline', status: 'scheduled' }]]);
  a.documents.set('doc_2f8', {
    object: 'signature_document',
    id: 'doc_2f8',
    file_name: 'Service agreement.pdf',
    language: 'en',
    created_by: '311',
    status: 'active',
    page_count: 4,
    field_count: 3,
    file_size_mb: 0.8,
    created_at: iso(new Date(now.getTime() - 700 * HOUR)),
    updated_at: iso(new Date(now.getTime() - 650 * HOUR)),
  });
  a.documents.set('doc_3a1', {
    object: 'signature_document',
    id: 'doc_3a1',
    file_name: 'NDA draft.pdf',
    language: 'en',
    created_by: '312',
    status: 'draft',
    page_count: 2,
    field_count: 0,
    file_size_mb: 0.2,
    created_at: iso(new Date(now.getTime() - 50 * HOUR)),
    updated_at: iso(new Date(now.getTime() - 50 * HOUR)),
  });
  return a;
}

function globex(now: Date): AccountState {
  const g = emptyAccount('acc_globex', 'Globex Retail');
  // The allow-list admits this machine (so the demo works) and a documentation range.
  g.ipAllowList = ['127.0.0.1', '::1', '203.0.113.0/24'];
  g.plan = { name: 'Starter', ai_world_included: false, seats_included: 5, currency: 'USD', seat_price_monthly: 29 };
  g.credits = { monthly: 100, topup: 0 };
  g.inboxes.set('21', {
    object: 'inbox',
    id: '21',
    name: 'Globex WhatsApp',
    type: 'whatsapp',
    active: true,
    identifier: '+44 20 7946 0000',
    created_at: iso(new Date(now.getTime() - 3000 * HOUR)),
  });
  g.agents.set('411', { object: 'agent', id: '411', type: 'human', name: 'Hank Scorpio', email: 'hank@globex.test', created_at: iso(new Date(now.getTime() - 3000 * HOUR)) });
  addCustomer(g, now, '990', 'Cypress Creek Homes', { industry: 'Real estate' });
  addContact(g, now, { id: '6601', name: 'Marge Simpson', phone: '+15555550123', email: 'marge@springfield.test', inbox_id: '21', customer_id: '990' });
  addConversation(g, now, {
    id: '70101',
    inbox: '21',
    contact: '6601',
    status: 'open',
    assignee: '411',
    labels: ['shipping'],
    subject: 'Where is my hammock?',
    createdHoursAgo: 6,
    incoming: [[6, 'Where is my hammock?']],
  });
  addConversation(g, now, {
    id: '70102',
    inbox: '21',
    contact: '6601',
    status: 'resolved',
    labels: ['billing'],
    subject: 'Refund',
    createdHoursAgo: 100,
    incoming: [[100, 'I was charged twice']],
    outgoing: [[99, 'Refunded, sorry!']],
  });
  g.aiFeatures.set('conversation_summary', { object: 'ai_feature', key: 'conversation_summary', label: 'Conversation summary', enabled: false });
  // Same object id as Acme's: ids are only unique within an account, which isolation must respect.
  g.objects.set('obj_deals', dealsObject(now));
  addRecords(g, now, 'obj_deals', [['rec_g_001', '990', { title: 'Hammock district franchise', stage: 'qualified', amount: 50000 }]]);
  g.documents.set('doc_g1', {
    object: 'signature_document',
    id: 'doc_g1',
    file_name: 'Franchise terms.pdf',
    language: 'en',
    created_by: '411',
    status: 'active',
    page_count: 12,
    field_count: 6,
    file_size_mb: 2.4,
    created_at: iso(new Date(now.getTime() - 300 * HOUR)),
    updated_at: iso(new Date(now.getTime() - 300 * HOUR)),
  });
  return g;
}

export interface DemoCredential {
  id: string;
  clientId: string;
  clientSecret: string;
  accountId: string;
  name: string;
  scopes: string[];
}

/** Fills the state with both accounts and four credentials; returns the credentials by role. */
export function seed(state: SandboxState): Record<'acme' | 'acmeConversationsOnly' | 'acmeExpired' | 'globex', DemoCredential> {
  const now = state.clock.now();
  for (const account of [acme(now), globex(now)]) state.accounts.set(account.id, account);
  const make = (id: string, clientId: string, accountId: string, name: string, scopes: string[], extra: Partial<SandboxCredential> = {}) => {
    const credential: SandboxCredential = {
      id,
      clientId,
      accountId,
      name,
      scopes: [...scopes],
      expiresAt: null,
      clientSecret: `sk_test_${state.ids.hex(32)}`,
      ssoAgentIds: [],
      ssoOrigins: [],
      ...extra,
    };
    state.credentials.set(id, credential);
    return credential;
  };
  const demo = (c: SandboxCredential): DemoCredential => ({
    id: c.id,
    clientId: c.clientId,
    clientSecret: c.clientSecret,
    accountId: c.accountId,
    name: c.name,
    scopes: [...c.scopes],
  });
  return {
    /** Acme Logistics, every scope: the credential the CLI prints. */
    acme: demo(make('cred_77', 'cli_acme_4b1d2c', 'acc_acme', 'CRM sync', ALL_SCOPES, { ssoAgentIds: ['311', '312'], ssoOrigins: ['https://crm.acme.test'] })),
    /** Acme Logistics, `conversations` only. */
    acmeConversationsOnly: demo(make('cred_78', 'cli_acme_9e7f10', 'acc_acme', 'Dashboard reader', ['conversations'])),
    /** Acme Logistics, expired yesterday: the token exchange refuses it. */
    acmeExpired: demo(make('cred_79', 'cli_acme_0c33aa', 'acc_acme', 'Old integration', ALL_SCOPES, { expiresAt: iso(new Date(now.getTime() - 24 * HOUR)) })),
    /** Globex Retail, every scope; the account has an IP allow-list. */
    globex: demo(make('cred_91', 'cli_globex_5d8e21', 'acc_globex', 'Globex ERP', ALL_SCOPES)),
  };
}
