import { NodeResizer, type NodeProps } from '@xyflow/react';
import { memo, useRef, useState } from 'react';
import { showApiError } from '../../../lib/toast/toast';
import { useDispatcher } from '../actions/dispatch';
import { saveCommentEdit, type CommentFields } from '../actions/steps';
import { COMMENT_DOUBLE_CLICK_MS, COMMENT_MIN_SIZE } from '../model/constants';
import type { CommentFlowNode } from '../model/flowElements';
import { useEditor } from '../store/editorStore';
import classes from './diagram.module.css';

/** A comment: text edited after a second click within 500 ms, resizable to at least 200 x 60 (spec 2 §4, §9). */
export const CommentNode = memo(function CommentNode({
  data,
  selected,
}: NodeProps<CommentFlowNode>) {
  const { comment } = data;
  const readOnly = useEditor((s) => s.readOnly);
  const { context, record } = useDispatcher();
  const edit = (label: string, after: CommentFields) =>
    void record(() => saveCommentEdit(context().ops, label, comment, after)).catch(showApiError);
  const [draft, setDraft] = useState<string | undefined>(undefined);
  const lastClick = useRef(0);
  const handleClick = () => {
    const now = Date.now();
    if (!readOnly && now - lastClick.current <= COMMENT_DOUBLE_CLICK_MS) setDraft(comment.text);
    lastClick.current = now;
  };
  const save = () => {
    if (draft === undefined) return;
    setDraft(undefined);
    if (draft !== comment.text) edit('Edit Comment', { text: draft });
  };
  return (
    <div
      className={`${classes.comment} ${selected ? classes.selected : ''}`}
      data-testid="comment-node"
      onClick={handleClick}
    >
      {!readOnly && (
        <NodeResizer
          isVisible={selected}
          minWidth={COMMENT_MIN_SIZE.width}
          minHeight={COMMENT_MIN_SIZE.height}
          onResizeEnd={(_e, p) => {
            const size = {
              x: Math.round(p.x),
              y: Math.round(p.y),
              width: Math.round(p.width),
              height: Math.round(p.height),
            };
            edit('Resize Comment', size);
          }}
        />
      )}
      {draft === undefined ? (
        <p className={classes.commentText}>{comment.text}</p>
      ) : (
        <textarea
          className={`nodrag nopan nowheel ${classes.commentInput}`}
          aria-label="Comment text"
          autoFocus
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={save}
          onKeyDown={(e) => {
            e.stopPropagation();
            if (e.key === 'Enter' && !e.shiftKey) save();
            if (e.key === 'Escape') setDraft(undefined);
          }}
        />
      )}
    </div>
  );
});
