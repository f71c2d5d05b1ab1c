/** The diagram drawn as a standalone SVG document (issue 41, item 4). */
export { DEFAULT_SVG_MARGIN, diagramSvg, type DiagramSvgOptions } from './diagramSvg';
export { columnMarks, keyMarks, type ColumnMarks, type MarkedTable } from './columnMarks';
export {
  arrowEnds,
  arrowMark,
  crowsFootMark,
  EDGE_SPACING,
  MULTIPLICITY,
  multiplicityPlace,
  parallelOffsets,
  relationshipEnds,
  type EdgeEnds,
  type EndKind,
  type LineEnd,
} from './edgeMarks';
export { fontFaceFamily, fontFaceRules, type EmbeddedFace } from './fontFace';
export { SVG_THEMES, type SvgTheme, type SvgThemeName } from './svgTheme';
export { typeColourOf, type TypeColour } from './typeColour';
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
