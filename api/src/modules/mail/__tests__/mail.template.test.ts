import { placeholdersOf, renderTemplate } from '../mail.template';

describe('renderTemplate', () => {
  it('replaces placeholders by row values, nested ones too', () => {
    const html = renderTemplate('<p>Dear {givenName} {familyName}, code {authcode} for {user.email}</p>', {
      givenName: 'Minji',
      familyName: 'Kim',
      authcode: '493021',
      user: { email: 'minji@example.org' },
    });
    expect(html).toBe('<p>Dear Minji Kim, code 493021 for minji@example.org</p>');
  });

  it('escapes HTML in values so a name cannot inject markup', () => {
    expect(renderTemplate('{name}', { name: '<script>x</script>' })).toBe('&lt;script&gt;x&lt;/script&gt;');
  });

  it('formats numbers with thousands separators and keeps unknown placeholders visible', () => {
    expect(renderTemplate('{price} KRW {missing}', { price: 180000 })).toBe('180,000 KRW {missing}');
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
