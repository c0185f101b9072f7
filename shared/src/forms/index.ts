// @lrp/shared/forms: what checks a form against the contract (and so brings zod into the page), a singleton of its
// own so that a page downloads it with its first form, not with the shell: the sign-in page loads it when the user
// first submits (docs/architecture.md, "What a page downloads").
export { zodFormValidator } from './zod-form';
