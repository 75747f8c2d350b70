// Times on the class page: the class's zone with its abbreviation (the contract's formatClassTime), and
// the viewer's own zone beside it when that differs, so nobody converts in their head.
export { formatClassSpan as spanInZone } from '@eco/contract';

export const viewerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
