/**
 * The box values leaving and entering the device as a file or a link: written and read by the restore layer,
 * so what comes back is checked like everything read from storage. The box page's door to them.
 */
export { exportProfileFile } from '$lib/db/profiles';
export { readFileText } from '$lib/db/json-file';
export { hasProfileFragment, profileFragment, readProfileFragment, type LinkProblem } from '$lib/db/profile-link';
export type { FileRefusal } from '$lib/db/refusals';
