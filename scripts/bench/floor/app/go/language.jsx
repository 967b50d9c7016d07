'use client';
// The language button of the /go pages' frame and its menu, as the portal's language picker is
// built of MUI: a Button (TranslateIcon) opening a Menu of three MenuItems, whose code loads on
// the first opening (./language-menu.jsx) as the portal's does. A choice sets the page's
// language and closes the menu. The choice is the layout's: the drawer's button is unmounted
// with the drawer.
import TranslateIcon from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import dynamic from 'next/dynamic';
import { useState } from 'react';

const LANGS = [['zh-CN', '简体中文'], ['zh-TW', '繁體中文'], ['en-US', 'English']];
const LanguageMenu = dynamic(() => import('./language-menu').then((m) => m.LanguageMenu));

export function Language({ lang, onLang, sx }) {
  const [anchor, setAnchor] = useState(null);
  const [opened, setOpened] = useState(false);
  const choose = (value) => {
    setAnchor(null);
    onLang(value);
    document.documentElement.lang = value;
  };
  return (
    <>
      <Button color="inherit" sx={sx} startIcon={<TranslateIcon />} aria-haspopup="menu" aria-expanded={Boolean(anchor)} onClick={(e) => { setAnchor(e.currentTarget); setOpened(true); }} data-testid="language-picker">
        {LANGS.find(([v]) => v === lang)[1]}
      </Button>
      {opened && <LanguageMenu anchor={anchor} onClose={() => setAnchor(null)} langs={LANGS} lang={lang} onChoose={choose} />}
    </>
  );
}
