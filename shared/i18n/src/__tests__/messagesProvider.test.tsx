import { renderToString } from 'react-dom/server';
import { useIntl, type IntlShape } from 'react-intl';
import { MessagesProvider } from '../MessagesProvider';

function Capture({ into }: { into: IntlShape[] }) {
  into.push(useIntl());
  return null;
}

describe('the messages provider', () => {
  it('shares one formatter cache a language across providers and renders', () => {
    const seen: IntlShape[] = [];
    // Two renders, as two public pages rendered on the server one after the other.
    const catalogues: Record<string, string>[] = [
      { hi: '안녕하세요 {name}' },
      { hi: '안녕하세요 {name}', bye: '안녕히' },
    ];
    for (const messages of catalogues)
      renderToString(
        <MessagesProvider locale="ko" messages={messages}>
          <Capture into={seen} />
        </MessagesProvider>,
      );
    const [first, second] = seen as [IntlShape, IntlShape];
    expect(second).not.toBe(first);
    // The message's formatter was built once: react-intl's IntlProvider built it once a mount.
    expect(second.formatters.getMessageFormat('안녕하세요 {name}', 'ko')).toBe(
      first.formatters.getMessageFormat('안녕하세요 {name}', 'ko'),
    );
    expect(second.formatMessage({ id: 'hi' }, { name: '민준' })).toBe('안녕하세요 민준');
  });

  it('keeps the languages apart', () => {
    const seen: IntlShape[] = [];
    for (const locale of ['en', 'ko'] as const)
      renderToString(
        <MessagesProvider locale={locale} messages={{ n: '{count, number}' }}>
          <Capture into={seen} />
        </MessagesProvider>,
      );
    const [en, ko] = seen as [IntlShape, IntlShape];
    expect(en.locale).toBe('en');
    expect(ko.locale).toBe('ko');
    expect(en.formatters.getNumberFormat('en')).not.toBe(ko.formatters.getNumberFormat('ko'));
  });
});
