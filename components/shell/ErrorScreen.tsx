import { getTranslations } from 'next-intl/server';
import { routeHref } from '@/lib/menu/routes';
import { MOBILE_BREAKPOINT } from '@/lib/theme/theme';

export const ERROR_STATUSES = ['401', '403', '404', '500'] as const;
export type ErrorStatus = (typeof ERROR_STATUSES)[number];

// The error pages 401, 403, 404 and 500 (spec §8), translated, with a way back. Plain HTML in
// the theme's CSS variables, drawn like MUI's Typography and contained Button: no client code.
// The root not-found page is part of every page's tree, and MUI components here put a second
// copy of Box, Typography and Button into every route's first load (issue 15).
const CSS = `
.error-screen { min-height: 70dvh; display: grid; place-items: center; padding: 24px; text-align: center; }
.error-screen .status { margin: 0; font-size: 120px; font-weight: 700; line-height: 1; color: var(--mui-palette-primary-main); }
.error-screen h1 { margin: 16px 0 0; font-size: 1.5rem; font-weight: 400; line-height: 1.334; }
.error-screen .why { margin: 8px 0 24px; color: var(--mui-palette-text-secondary); }
.error-screen a {
  display: inline-flex; align-items: center; justify-content: center; padding: 6px 16px; min-height: 36.5px; box-sizing: border-box;
  font-size: 0.875rem; font-weight: 500; line-height: 1.75; text-decoration: none; border-radius: var(--mui-shape-borderRadius);
  background-color: var(--mui-palette-primary-main); color: var(--mui-palette-primary-contrastText); box-shadow: var(--mui-shadows-2);
  transition: background-color 250ms, box-shadow 250ms;
}
.error-screen a:hover { background-color: var(--mui-palette-primary-dark); box-shadow: var(--mui-shadows-4); }
.error-screen a:focus-visible { outline: 2px solid var(--mui-palette-text-primary); outline-offset: 2px; }
@media (max-width: ${MOBILE_BREAKPOINT - 0.05}px) { .error-screen .status { font-size: 72px; } .error-screen a { min-height: 44px; } }
`;

export async function ErrorScreen({ status }: { status: ErrorStatus }) {
  const t = await getTranslations();
  return (
    <main className="error-screen">
      <style>{CSS}</style>
      <div>
        <p className="status">{status}</p>
        <h1>{t(`menu.error${status}`)}</h1>
        <p className="why">{t(`errors.${status}`)}</p>
        <a href={routeHref('/')}>{t('common.backHome')}</a>
      </div>
    </main>
  );
}
