// Module Federation runtime plugin, in every bundle (host and remotes). When a bundle needs a
// newer version of a shared singleton than the page has loaded (strictVersion, see
// ../shared.cjs), the federation runtime throws a plain error deep inside chunk loading. This
// plugin marks that error, so the host tells "this part of the site needs a newer site" from "the
// network failed" and shows the matching translated message. It runs before any shared module
// exists, so it imports nothing.

/** Error name the host's RemoteApp looks for (keep in sync with hosts/shell/src/remotes). */
export const SHARED_VERSION_MISMATCH = 'SharedVersionMismatch';

export default function sharedVersionGuard() {
  return {
    name: 'congress-shared-version-guard',
    resolveShare(args) {
      const resolve = args.resolver;
      const required = args.shareInfo?.shareConfig?.requiredVersion;
      args.resolver = () => {
        try {
          return resolve();
        } catch (cause) {
          const error = new Error(
            `${args.shareInfo?.from ?? 'a bundle'} needs ${args.pkgName} ${required}, the page has ${args.version}`,
            { cause },
          );
          error.name = SHARED_VERSION_MISMATCH;
          throw error;
        }
      };
      return args;
    },
  };
}
