// What the board layer draws, styled once per document or shadow root (board.js adds it).
// Host classes (a filled cell, a stone's colour) are the host's to style; these fall back to
// sensible colours where a page defines no palette.
export const BOARD_CSS = `
.board-svg { display: block; max-width: 100%; height: auto; user-select: none; -webkit-user-select: none; outline: none; }
.board-svg.touch-none { touch-action: none; }
.board-svg.touch-some { touch-action: manipulation; }
.board-svg .sq { fill: transparent; stroke: var(--line, #d9dde3); stroke-width: 1.5; }
.board-svg .vx { fill: transparent; }
.board-svg .edge { stroke: var(--fg, #1d232b); stroke-width: 1.2; opacity: 0.65; }
.board-svg .star { fill: var(--fg, #1d232b); opacity: 0.8; }
.board-svg .coord { font-size: 11px; fill: var(--muted, #5f6b78); text-anchor: middle; dominant-baseline: central; }
.board-svg .piece { fill: var(--cell, #3b4b5e); }
.board-svg .stone.black { fill: #1d232b; stroke: #000; }
.board-svg .stone.white { fill: #f4f1ea; stroke: #5f6b78; }
.board-svg .ghost { opacity: 0.45; }
.board-svg .dragging { opacity: 0.3; }
.board-svg .fading { animation: board-fade 0.22s ease-out forwards; }
@keyframes board-fade { to { opacity: 0; } }
@media (prefers-reduced-motion: reduce) { .board-svg .fading { animation: none; opacity: 0; } }
.board-svg .hl.lifted { stroke: var(--focus, #6d4ad0); stroke-dasharray: 4 3; }
.board-svg .hl { fill: none; stroke: var(--accent, #d0452f); stroke-width: 3; }
.board-svg .hl.dest, .board-svg .hl.drop { stroke: var(--ok, #1f8a4c); }
.board-svg .hl.hint { stroke: var(--part-b, #2f7dd0); stroke-dasharray: 5 3; }
.board-svg .heat.pos { fill: var(--part-a, #d0452f); }
.board-svg .heat.neg { fill: var(--part-b, #2f7dd0); }
.board-svg .heat-text, .board-svg .mark-text { font-size: 12px; fill: var(--fg, #1d232b); text-anchor: middle; dominant-baseline: central; }
.board-svg .mark { fill: none; stroke: var(--accent, #d0452f); stroke-width: 2.5; }
.board-svg .mark.dot { fill: var(--accent, #d0452f); stroke: none; }
.board-svg .arrow { stroke: var(--ok, #1f8a4c); stroke-width: 4; stroke-linecap: round; opacity: 0.85; }
.board-svg .arrow-head { fill: var(--ok, #1f8a4c); }
.board-svg .dim-veil { fill: var(--bg, #fbfaf7); opacity: 0.6; }
.board-svg .focus-ring { fill: none; stroke: var(--focus, #6d4ad0); stroke-width: 3; display: none; }
.board-svg.kbd:focus .focus-ring { display: inline; }
.board-status { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
`;
