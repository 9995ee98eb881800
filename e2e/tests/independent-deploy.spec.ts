// Issue 7 §1: each remote deploys on its own. After the regular build of everything (npm run
// build, which the browser tests run against), the member-area team adds a page with a GraphQL
// query the site has never run, rebuilds ONLY the mypage remote and redeploys it (that build is
// made before the journeys, outside the working tree: e2e/build-variants.mjs). A fresh browser
// gets the new page, its query and its menu entry, while the host and the other remotes are
// neither rebuilt nor redeployed.
import { statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { deployVariant, redeployRegularBuild, repo } from '../support/deploy';
import { deployedRemoteDir } from '../support/env';
import { createUser } from '../support/factories';
import { useToken } from '../support/session';

/** When each deployed piece other than mypage was last written. */
function untouchedPieces() {
  const file = (p: string) => statSync(p).mtimeMs;
  return {
    host: file(path.join(repo, 'hosts/shell/dist/main.js')),
    hostPage: file(path.join(repo, 'hosts/shell/dist/index.html')),
    public: file(path.join(deployedRemoteDir('public'), 'mf-manifest.json')),
    publicRoutes: file(path.join(deployedRemoteDir('public'), 'routes.json')),
    admin: file(path.join(deployedRemoteDir('admin'), 'mf-manifest.json')),
  };
}

test('a remote rebuilt and redeployed alone brings a new page, query and menu entry to a fresh browser', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const member = await createUser();
  const before = untouchedPieces();

  // Before the deployment the site does not know the page.
  const oldBrowser = await browser.newContext();
  const oldPage = await oldBrowser.newPage();
  await useToken(oldPage, member.token);
  await oldPage.goto('/mypage/deploy_check');
  await expect(oldPage.getByRole('heading', { name: '404 Not Found' })).toBeVisible();
  await oldBrowser.close();

  try {
    const buildId = deployVariant('mypage-deploy-check');

    const fresh = await browser.newContext();
    const page = await fresh.newPage();
    await useToken(page, member.token);
    const operations: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/graphql') && request.method() === 'POST')
        operations.push(String(request.postDataJSON()?.operationName));
    });

    await page.goto('/mypage/deploy_check');
    await expect(page.locator('[data-remote="mypage"]')).toHaveAttribute('data-build', buildId);
    await expect(page.getByRole('heading', { name: 'Deployment check', level: 1 })).toBeVisible();
    await expect(page.getByTestId('deploy-check')).toHaveText(`Checked account: ${member.email}`);
    expect(operations).toContain('DeployCheckAccount');

    // The navigation stays one piece: the public site's sitemap (not rebuilt) lists the new page,
    // in the HTML the server renders too (it reads the deployed route tables on each request).
    expect(await (await page.request.get('/auth/sitemap')).text()).toContain('Deployment check');
    await page.goto('/auth/sitemap');
    await page.getByRole('link', { name: 'Deployment check' }).click();
    await expect(page).toHaveURL(/\/mypage\/deploy_check$/);
    await page.getByRole('button', { name: '한국어' }).click();
    await expect(page.getByRole('heading', { name: '배포 확인', level: 1 })).toBeVisible();
    await expect(page.getByTestId('deploy-check')).toHaveText(`확인한 계정: ${member.email}`);
    await expect(page.locator('body')).not.toContainText('undefined');
    await fresh.close();

    expect(untouchedPieces()).toEqual(before);
  } finally {
    redeployRegularBuild('mypage');
  }
});
