import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWalletOutlined';
import Article from '@mui/icons-material/ArticleOutlined';
import AccountTree from '@mui/icons-material/AccountTreeOutlined';
import Diversity3 from '@mui/icons-material/Diversity3Outlined';
import HelpOutline from '@mui/icons-material/HelpOutlineOutlined';
import Home from '@mui/icons-material/HomeOutlined';
import Logout from '@mui/icons-material/Logout';
import MenuBook from '@mui/icons-material/MenuBookOutlined';
import Person from '@mui/icons-material/PersonOutlined';
import Redeem from '@mui/icons-material/RedeemOutlined';
import Assessment from '@mui/icons-material/AssessmentOutlined';

// Menu icons by the login menu's `img` base name (spec §3 "Menu item").
const ICONS: Record<string, typeof Home> = {
  home: Home,
  invite: Diversity3,
  member: AccountTree,
  goods: Redeem,
  fund: AccountBalanceWallet,
  report: Assessment,
  my: Person,
  logout: Logout,
  help: HelpOutline,
  guide: MenuBook,
};

export function MenuIcon({ name }: { name?: string }) {
  const Icon = (name && ICONS[name]) || Article;
  return <Icon fontSize="small" />;
}
