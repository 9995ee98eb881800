import { placeholdersOf, renderTemplate, unknownPlaceholders } from '../mail.template';

describe('renderTemplate', () => {
  it('replaces placeholders by row values, nested ones too', () => {
    const html = renderTemplate('<p>Dear {givenName} {familyName}, code {authcode} for {user.email}</p>', {
      givenName: 'Minji',
      familyName: 'Kim',
      authcode: '493021',
      user: { email: 'minji@example.org' },
    });
    expect(html).toBe('<p>Dear Minji Kim, code 493021 for minji@&#8203;example.&#8203;org</p>');
  });

  it('makes URLs, www. names, domains and addresses in values unlinkable, in body and subject', () => {
    const values = { name_kr: 'Visit http://evil.example/verify now', other: 'www.evil.example or a@b.co' };
    const body = renderTemplate('<p>{name_kr}님, {other}</p>', values);
    expect(body).toBe(
      '<p>Visit http:&#8203;//evil.&#8203;example/verify now님, www.&#8203;evil.&#8203;example or a@&#8203;b.&#8203;co</p>',
    );
    expect(body).not.toMatch(/https?:\/\/|www\.[a-z]|[a-z]\.[a-z]/);
    const subject = renderTemplate('{name_kr}님, 환영합니다', values, { html: false });
    expect(subject).toBe('Visit http:\u200B//evil.\u200Bexample/verify now님, 환영합니다');
    expect(subject).not.toMatch(/https?:\/\/|[a-z]\.[a-z]/);
  });

  it('adds no invisible character where punctuation cannot make a link (a subject stays clean)', () => {
    const subject = renderTemplate(
      'Abstract changed: {title}',
      { title: 'Fibre: revisited. Part 2 @ Busan' },
      {
        html: false,
      },
    );
    expect(subject).toBe('Abstract changed: Fibre: revisited. Part 2 @ Busan');
    expect(renderTemplate('{title}', { title: 'Dr. Kim: see evil.example' }, { html: false })).toBe(
      'Dr. Kim: see evil.\u200Bexample',
    );
  });

  it('drops invisible characters a member’s text brings along, in subject and body', () => {
    const title = '\uFEFFGut\u200B microbiome\u200D and the\u00AD liver\u200E';
    expect(renderTemplate('Abstract changed: {title}', { title }, { html: false })).toBe(
      'Abstract changed: Gut microbiome and the liver',
    );
    expect(renderTemplate('<p>{title}</p>', { title })).toBe('<p>Gut microbiome and the liver</p>');
  });

  it('keeps the template author’s text, attributes and trusted values as written', () => {
    const template =
      '<p>See https://congress.example.</p><a href="{confirmUrl}">{confirmUrl}</a><a href="mailto:{contact}">x</a>';
    expect(
      renderTemplate(
        template,
        { confirmUrl: 'https://congress.example/auth/confirm?token=abc', contact: 'office@congress.example' },
        { html: true, trusted: ['confirmUrl'] },
      ),
    ).toBe(
      '<p>See https://congress.example.</p><a href="https://congress.example/auth/confirm?token=abc">https://congress.example/auth/confirm?token=abc</a><a href="mailto:office@congress.example">x</a>',
    );
  });

  it('escapes HTML in values so a name cannot inject markup', () => {
    expect(renderTemplate('{name}', { name: '<script>x</script>' })).toBe('&lt;script&gt;x&lt;/script&gt;');
  });

  it('formats numbers with thousands separators', () => {
    expect(renderTemplate('{price} KRW', { price: 180000 })).toBe('180,000 KRW');
  });

  it('never leaves a placeholder in the mail: a missing value takes its fallback, else nothing', () => {
    const english = { givenName: 'Anne', familyName: 'de Vries', affiliation: 'LUMC' };
    expect(renderTemplate('{name_kr}님 ({affiliation_kr})', english, { html: false })).toBe(
      'Anne de Vries님 (LUMC)',
    );
    expect(renderTemplate('{name_kr}님', { ...english, name_kr: '  ' }, { html: false })).toBe(
      'Anne de Vries님',
    );
    expect(renderTemplate('{name_kr}님', { ...english, name_kr: '김하나' }, { html: false })).toBe(
      '김하나님',
    );
    expect(renderTemplate('[{missing}] [{name_kr}] [{user.nothing}]', {})).toBe('[] [] []');
  });

  it('names the placeholders a template uses that the editor does not offer', () => {
    expect(unknownPlaceholders('{givenName} {givenname} {a.b} {email}', ['givenName', 'email'])).toEqual([
      'givenname',
      'a.b',
    ]);
  });

  it('lists the placeholders a template uses once each', () => {
    expect(placeholdersOf('{a} {b.c} {a} {not valid}')).toEqual(['a', 'b.c']);
  });
});

describe('renderTemplate for subjects', () => {
  it('leaves values unescaped in plain text', () => {
    expect(renderTemplate('Welcome, {name}', { name: 'Kim & Lee' }, { html: false })).toBe(
      'Welcome, Kim & Lee',
    );
  });
});
