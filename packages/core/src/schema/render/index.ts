/** The diagram drawn as a standalone SVG document (issue 41, item 4). */
export { DEFAULT_SVG_MARGIN, diagramSvg, type DiagramSvgOptions } from './diagramSvg';
export { fontFaceFamily, fontFaceRules, type EmbeddedFace } from './fontFace';
export { SVG_THEMES, type SvgTheme, type SvgThemeName } from './svgTheme';
export type {
  SvgArea,
  SvgColumn,
  SvgComment,
  SvgDiagram,
  SvgRelationship,
  SvgTable,
  SvgView,
} from './svgInput';
export { xmlText } from './xml';
