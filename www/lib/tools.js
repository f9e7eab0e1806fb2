// The tools shown on the index page: one line each, added as tools are built.
export const TOOLS = [
  { href: 'polyomino.html', name: 'Polyomino workbench', description: 'Draw a polyomino: canonical form, symmetry, and every cut into two connected parts. Gallery of all free n-ominoes.' },
  { href: 'zeta.html', name: 'Zeta & Möbius explorer', description: 'Subset sums and their inverse on the n-cube, one pass at a time; inclusion–exclusion on a Venn diagram; OR, AND, XOR and subset convolutions; n = 24 in the browser, measured.' },
  { href: 'forms.html', name: 'Do these points determine a form?', description: 'Homogeneous interpolation, exactly over Q: drag points, see the curves through them, the Hilbert function, and constructions that always work.' },
  { href: 'godomachi.html', name: 'Godomachi', description: 'Play the polyomino-cutting game against an exact solver; every move valued; whole-match tables as heat maps.' },
];
