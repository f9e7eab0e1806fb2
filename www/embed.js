// One <script type="module" src=".../www/embed.js"></script> in a blog post registers
// every asobiba element; configure them with attributes.
import './elements/polyomino.js';
import './elements/zeta.js';
import './elements/forms.js';
import './elements/godomachi.js';
