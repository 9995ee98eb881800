// Builds the remote variants the deployment journeys ship (issue 38): the public remote rebuilt
// alone, the public remote built against a newer @congress/components and against a newer
// @congress/ui than the host, and the member area with one more feature (a page, its query, its
// menu entry). They are built once, after `npm run build` and before the journeys, in a copy of
// the sources outside the working tree: the journeys copy a finished folder into place and never
// build, run codegen or write into the checkout, so a run killed half-way leaves it clean.
//   node e2e/build-variants.mjs            every variant
//   node e2e/build-variants.mjs <name>...  only these (e2e/support/deploy.ts builds a missing one)
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const e2eDir = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(e2eDir, '..');
const env = JSON.parse(readFileSync(path.join(e2eDir, 'support/env.json'), 'utf8'));

/** Where the variants of this checkout are kept (one folder per checkout; e2e/support/env.ts agrees). */
export const variantsDir = path.join(
  tmpdir(),
  `${env.variantsDirPrefix}-${createHash('sha1').update(repo).digest('hex').slice(0, 10)}`,
);

/** The member-area feature the independent-deploy journey ships: never in the repository's sources. */
const DEPLOY_CHECK_FEATURE = {
  'routes.json': JSON.stringify({
    order: 90,
    routes: [
      {
        path: '/mypage/deploy_check',
        labelId: 'nav.mypage.deployCheck',
        label: { en: 'Deployment check', ko: '배포 확인' },
        access: 'member',
        menu: 'certificated',
      },
    ],
  }),
  'graphql/deployCheck.graphql': `query DeployCheckAccount {
  me {
    id
    email
    createdAt: created_at
  }
}
`,
  'messages.ts': `import type { LocaleMessages } from '@congress/i18n';

export const messages: LocaleMessages = {
  en: { 'deployCheck.account': 'Checked account: {email}' },
  ko: { 'deployCheck.account': '확인한 계정: {email}' },
};
`,
  'pages.tsx': `import { lazy } from 'react';
import type { FeaturePages } from '@congress/components/routing';

export const pages: FeaturePages = {
  '/mypage/deploy_check': lazy(() => import('./DeployCheckPage')),
};
`,
  'DeployCheckPage.tsx': `import { FormattedMessage } from 'react-intl';
import { Page } from '@congress/components';
import { useDeployCheckAccountQuery } from '../../generated/graphql';

export default function DeployCheckPage() {
  const { data } = useDeployCheckAccountQuery();
  return (
    <Page titleId="nav.mypage.deployCheck">
      {data?.me && (
        <p data-testid="deploy-check">
          <FormattedMessage id="deployCheck.account" values={{ email: data.me.email }} />
        </p>
      )}
    </Page>
  );
}
`,
};

/**
 * A copy of the checkout's sources (tracked and new files, not ignored ones) in a temporary
 * folder. Its node_modules links every installed package to the checkout's, except the
 * workspace packages (@congress/*), which point into the copy, so a change there is the copy's.
 */
function copySources() {
  const root = mkdtempSync(path.join(tmpdir(), 'congress-variant-src-'));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: repo,
    encoding: 'utf8',
  })
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    const from = path.join(repo, file);
    const to = path.join(root, file);
    mkdirSync(path.dirname(to), { recursive: true });
    try {
      cpSync(from, to, { verbatimSymlinks: true });
    } catch (error) {
      if (error.code !== 'ENOENT') throw error; // a tracked file deleted in the working tree
    }
  }
  const modules = path.join(root, 'node_modules');
  mkdirSync(modules);
  for (const entry of readdirSync(path.join(repo, 'node_modules'))) {
    if (entry === '@congress') continue;
    symlinkSync(path.join(repo, 'node_modules', entry), path.join(modules, entry));
  }
  // The workspace links are relative (../../shared/ui): copied as they are, they point into the copy.
  cpSync(path.join(repo, 'node_modules/@congress'), path.join(modules, '@congress'), {
    recursive: true,
    verbatimSymlinks: true,
  });
  return root;
}

/** Raises the minor version of shared/<pkg> in the copy (the host keeps the checkout's). */
function raiseSharedMinor(root, pkg) {
  const file = path.join(root, 'shared', pkg, 'package.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  const [major, minor] = manifest.version.split('.').map(Number);
  manifest.version = `${major}.${(minor ?? 0) + 1}.0`;
  writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
}

function addDeployCheckFeature(root) {
  const featureDir = path.join(root, 'remotes/mypage/src/features/deployCheck');
  for (const [file, content] of Object.entries(DEPLOY_CHECK_FEATURE)) {
    mkdirSync(path.dirname(path.join(featureDir, file)), { recursive: true });
    writeFileSync(path.join(featureDir, file), content);
  }
  execFileSync(
    path.join(repo, 'node_modules/.bin/graphql-codegen'),
    ['--config', 'codegen.yml', '--silent'],
    {
      cwd: root,
      stdio: 'pipe',
    },
  );
}

/** Each variant: the remote it replaces and how its sources differ from the checkout's. */
export const VARIANTS = {
  'public-rebuilt': { remote: 'public', prepare: () => {} },
  'public-newer-components': { remote: 'public', prepare: (root) => raiseSharedMinor(root, 'components') },
  'public-newer-ui': { remote: 'public', prepare: (root) => raiseSharedMinor(root, 'ui') },
  'mypage-deploy-check': { remote: 'mypage', prepare: addDeployCheckFeature },
};

function buildVariant(name) {
  const variant = VARIANTS[name];
  if (!variant) throw new Error(`Unknown variant ${name}: one of ${Object.keys(VARIANTS).join(', ')}`);
  const root = copySources();
  try {
    variant.prepare(root);
    const out = path.join(variantsDir, name);
    rmSync(out, { recursive: true, force: true });
    const buildId = `e2e-${name}-${Date.now()}`;
    // Into the copy's own dist (its browser bundles and, in dist/server, its server container),
    // then moved out whole.
    execFileSync(path.join(repo, 'node_modules/.bin/webpack'), ['--mode', 'production'], {
      cwd: path.join(root, 'remotes', variant.remote),
      env: { ...process.env, BUILD_ID: buildId },
      stdio: 'pipe',
    });
    cpSync(path.join(root, 'remotes', variant.remote, 'dist'), out, { recursive: true });
    writeFileSync(path.join(out, 'variant.json'), JSON.stringify({ name, remote: variant.remote, buildId }));
    console.log(`built variant ${name} (${variant.remote}, build ${buildId})`);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const names = process.argv.slice(2);
  mkdirSync(variantsDir, { recursive: true });
  for (const name of names.length ? names : Object.keys(VARIANTS)) buildVariant(name);
}
