// The tool registry (www/tools.json), for the index, embed.js and the about page. The CLI
// reads the same file, so a tool is listed once.
import registry from '../tools.json' with { type: 'json' };

/**
 * @typedef {{ name: string, cli: string, title: string, page: string, start: string,
 *   element: string, description: string, commands: [string, string][], notes?: string }} Tool
 */

// A tool whose page has not landed yet is in the registry for the CLI only (no `page`).
/** @type {Tool[]} */
export const TOOLS = /** @type {Tool[]} */ (/** @type {unknown} */ (registry.tools)).filter((t) => t.page);
