// "New question": the type is chosen first (the editor differs per type), from a menu the keyboard opens
// and walks (arrows, Enter, Escape); each type opens /questions/create/{type}.
import { useNavigate } from '@tanstack/react-router';
import { Menu } from 'primereact/menu';
import { useRef } from 'react';
import { questionTypeLabels, questionTypeValues } from './search';

export function NewQuestionMenu() {
  const menu = useRef<Menu>(null);
  const navigate = useNavigate();
  const items = questionTypeValues.map((type) => ({
    label: questionTypeLabels[type],
    command: () => void navigate({ to: '/questions/create/$type', params: { type } }),
  }));
  return (
    <>
      <Menu model={items} popup ref={menu} id="new-question-types" />
      <button
        type="button"
        className="p-button p-component p-button-sm"
        aria-haspopup="menu"
        aria-controls="new-question-types"
        onClick={(event) => menu.current?.toggle(event)}
      >
        <span className="p-button-icon p-button-icon-left pi pi-plus" aria-hidden="true" />
        <span className="p-button-label">New question</span>
        <span className="p-button-icon p-button-icon-right pi pi-chevron-down" aria-hidden="true" />
      </button>
    </>
  );
}
