/** What a release name may hold: it ends up inside a comment at the top of every script. */
const NAME = /^[\w.-]{1,64}$/;

/**
 * The first line of every script of a build made with RELEASE_NAME set: the files say which
 * release they are, and a rebuild of unchanged source is still a new release to the service
 * worker (its precache list names the chunks, whose hashes cover this line). None when unset, so
 * an unnamed build is byte for byte what it was.
 */
export function releaseBanner(name: string | undefined): string | undefined {
  if (name === undefined || name === '') return undefined;
  if (!NAME.test(name)) throw new Error(`RELEASE_NAME may hold letters, digits, '.', '_' and '-' (at most 64): ${JSON.stringify(name)}`);
  return `/*! Fleetvest release ${name} */`;
}
