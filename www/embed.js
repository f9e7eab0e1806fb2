// One <script type="module" src=".../www/embed.js"></script> in a blog post registers
// every asobiba element (one per tool in www/tools.json); configure them with attributes.
import { TOOLS } from './lib/tools.js';

await Promise.all(TOOLS.map((tool) => import(`./elements/${tool.name}.js`)));
