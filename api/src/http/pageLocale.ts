import type { Request, Response } from 'express';
import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALES, type Locale } from '@congress/domain';

/** The language of a page request: the cookie the language switch writes; English without it. */
export function requestLocale(cookieHeader: string | undefined): Locale {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LOCALE_COOKIE && (LOCALES as readonly string[]).includes(value ?? ''))
      return value as Locale;
  }
  return DEFAULT_LOCALE;
}

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * Where the switch sends the reader back to: a path of this site (`/…`, never `//host` or
 * `/\host`, which browsers read as another site), else the home page.
 */
export function localeSwitchTarget(back: unknown): string {
  return typeof back === 'string' && /^\/(?![/\\])/.test(back) && !/[\r\n]/.test(back) ? back : '/';
}

/**
 * GET /locale?to=ko&back=/home: the language switch of a page whose scripts have not arrived yet
 * (the switch is a form; the app, once running, switches without it). Writes the cookie the app
 * writes (the app reads it at start and keeps it), and sends the reader back to the page, rendered
 * by the server in the new language. An unknown language changes nothing.
 */
export function switchLocale(req: Request, res: Response): void {
  const to = req.query.to;
  if (typeof to === 'string' && (LOCALES as readonly string[]).includes(to))
    res.cookie(LOCALE_COOKIE, to, { path: '/', maxAge: ONE_YEAR_MS, sameSite: 'lax' });
  res.setHeader('Cache-Control', 'no-store');
  res.redirect(303, localeSwitchTarget(req.query.back));
}
