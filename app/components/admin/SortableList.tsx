// A list the owner reorders by dragging (pointer or keyboard, via @dnd-kit). The new order shows at
// once and is posted to the page action; if saving fails it rolls back and `onFailure` says so.
// The move up/down buttons rendered by `children` work without JavaScript.
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from "@dnd-kit/core";
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState, type ReactNode } from "react";

interface Props<T extends { id: number }> {
  id: string;
  items: T[];
  label: (item: T) => string;
  onFailure: () => void;
  children: (item: T, index: number) => ReactNode;
}

export function SortableList<T extends { id: number }>({ id, items, label, onFailure, children }: Props<T>) {
  const fetcher = useFetcher<{ ok: boolean }>();
  const [order, setOrder] = useState(() => items.map((item) => item.id));
  const before = useRef<number[]>(order);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  // The server's order wins whenever the page data changes.
  useEffect(() => setOrder(items.map((item) => item.id)), [items]);
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || fetcher.data.ok) return;
    setOrder(before.current);
    onFailure();
    // React to each answer once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.data, fetcher.state]);

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const next = arrayMove(order, order.indexOf(Number(active.id)), order.indexOf(Number(over.id)));
    before.current = order;
    setOrder(next);
    fetcher.submit({ intent: "reorder", order: next.join(",") }, { method: "post" });
  }

  const byId = new Map(items.map((item) => [item.id, item]));
  const shown = order.map((itemId) => byId.get(itemId)).filter((item): item is T => Boolean(item));
  return (
    <DndContext id={id} sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={order} strategy={verticalListSortingStrategy}>
        <ul className="mt-6 space-y-3">
          {shown.map((item, index) => (
            <SortableRow key={item.id} id={item.id} label={label(item)}>
              {children(item, index)}
            </SortableRow>
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({ id, label, children }: { id: number; label: string; children: ReactNode }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`flex items-center gap-4 border border-sand bg-white p-4 ${isDragging ? "z-10 shadow-lg" : ""}`}
    >
      <button
        type="button"
        {...attributes}
        {...listeners}
        aria-label={`Drag to reorder ${label}`}
        className="min-h-11 min-w-11 cursor-grab px-1 text-xl leading-none text-gray-500 sm:min-h-0 sm:min-w-0"
      >
        ⠿
      </button>
      {children}
    </li>
  );
}
