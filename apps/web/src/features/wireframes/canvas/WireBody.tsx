import { IconChevronDown, IconPhoto } from '@tabler/icons-react';
import type { Wire } from '../model/types';
import { ChartBody } from './ChartBody';
import { DataTableBody } from './DataTableBody';
import { WireIcon } from './WireIcon';
import classes from './canvas.module.css';

/** Props of WireBody. */
export interface WireBodyProps {
  wire: Wire;
}

/** What a component looks like inside its box, by type. */
export function WireBody({ wire }: WireBodyProps) {
  const p = wire.properties;
  switch (wire.type) {
    case 'surface':
      return null;
    case 'button':
      return <span className={classes.centred}>{p.text}</span>;
    case 'text':
      return <span className={classes.text}>{p.text}</span>;
    case 'container':
      return p.text ? <span className={classes.caption}>{p.text}</span> : null;
    case 'input':
    case 'textarea':
      return (
        <span className={wire.type === 'input' ? classes.field : classes.area}>
          {p.text || <span className={classes.placeholder}>{p.placeholder}</span>}
        </span>
      );
    case 'select':
      return (
        <span className={classes.field}>
          <span className={classes.placeholder}>{p.text || p.placeholder}</span>
          <IconChevronDown size="1em" aria-hidden />
        </span>
      );
    case 'checkbox':
      return (
        <span className={classes.check}>
          <span className={classes.checkBox} style={{ borderColor: p.borderColor }} />
          {p.text}
        </span>
      );
    case 'form':
      return (
        <span className={classes.form}>
          <strong>{p.text}</strong>
          <span className={classes.formLine} />
          <span className={classes.formLine} />
          <span className={classes.formButton} />
        </span>
      );
    case 'datatable':
      return <DataTableBody properties={p} />;
    case 'image':
      return (
        <span className={classes.centred}>
          <IconPhoto size="50%" stroke={1.5} color="#868e96" aria-hidden />
        </span>
      );
    case 'icon':
      return <WireIcon name={p.icon} />;
    case 'chart':
      return <ChartBody kind={p.chartKind ?? 'bar'} color={p.color ?? '#1c7ed6'} />;
  }
}
