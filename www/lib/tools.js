// The tool registry (www/tools.json), for the index, embed.js and the about page. The CLI
// reads the same file, so a tool is listed once.
import registry from '../tools.json' with { type: 'json' };

/**
 * @typedef {{ name: string, cli: string, title: string, page: string, start: string,
 *   element: string, description: string, commands: [string, string][], notes?: string }} Tool
 */

/** @type {Tool[]} */
export const TOOLS = /** @type {Tool[]} */ (/** @type {unknown} */ (registry.tools));
