/**
 * The merged German texts as one type (see packages/i18n/src/typedKeys.ts), built from the same
 * files scripts/languages.ts merges. Every widget with an i18n/de.json is listed here; the
 * repository check fails when one is missing.
 */
import type shared from '../shared/i18n/lang-de.json';
import type clubSearch from './club-search/i18n/de.json';
import type commentForm from './comment-form/i18n/de.json';
import type comments from './comments/i18n/de.json';
import type competitionFinder from './competition-finder/i18n/de.json';
import type contentLoader from './content-loader/i18n/de.json';
import type cookieConsent from './cookie-consent/i18n/de.json';
import type crossTable from './cross-table/i18n/de.json';
import type editItem from './edit-item/i18n/de.json';
import type fanPoll from './fan-poll/i18n/de.json';
import type favourites from './favourites/i18n/de.json';
import type goalOfTheWeek from './goal-of-the-week/i18n/de.json';
import type headerWarning from './header-warning/i18n/de.json';
import type lineChart from './line-chart/i18n/de.json';
import type liveTicker from './live-ticker/i18n/de.json';
import type matchCalendar from './match-calendar/i18n/de.json';
import type matchQuickview from './match-quickview/i18n/de.json';
import type navigationFlyout from './navigation-flyout/i18n/de.json';
import type newsList from './news-list/i18n/de.json';
import type photoUpload from './photo-upload/i18n/de.json';
import type profileImageSource from './profile-image-source/i18n/de.json';
import type rangeSlider from './range-slider/i18n/de.json';
import type rating from './rating/i18n/de.json';
import type reportTool from './report-tool/i18n/de.json';
import type startPage from './start-page/i18n/de.json';
import type surveyLayer from './survey-layer/i18n/de.json';
import type tabs from './tabs/i18n/de.json';
import type textTruncate from './text-truncate/i18n/de.json';
import type tournamentTree from './tournament-tree/i18n/de.json';
import type yearSelect from './year-select/i18n/de.json';
import type markupChecker from './markup-checker/i18n/de.json';
import type tv from './tv/i18n/de.json';
import type mediaEditList from './media-edit-list/i18n/de.json';
import type albumEditList from './album-edit-list/i18n/de.json';
import type albumEdit from './album-edit/i18n/de.json';
import type mediaStream from './media-stream/i18n/de.json';
import type albumList from './album-list/i18n/de.json';
import type albumDetail from './album-detail/i18n/de.json';
import type photoViewer from './photo-viewer/i18n/de.json';
import type articlePhotoUpload from './article-photo-upload/i18n/de.json';
import type genericUpload from './generic-upload/i18n/de.json';
import type gallery from './gallery/i18n/de.json';
import type obfuscatedResults from './obfuscated-results/i18n/de.json';
import type generatedReports from './generated-reports/i18n/de.json';
import type articleEditor from './article-editor/i18n/de.json';
import type profileAchievements from './profile-achievements/i18n/de.json';
import type profileLiveStats from './profile-live-stats/i18n/de.json';
import type profileStage from './profile-stage/i18n/de.json';

type Shared = typeof shared;
type ClubSearch = typeof clubSearch;
type CommentForm = typeof commentForm;
type Comments = typeof comments;
type CompetitionFinder = typeof competitionFinder;
type ContentLoader = typeof contentLoader;
type CookieConsent = typeof cookieConsent;
type CrossTable = typeof crossTable;
type EditItem = typeof editItem;
type FanPoll = typeof fanPoll;
type Favourites = typeof favourites;
type GoalOfTheWeek = typeof goalOfTheWeek;
type HeaderWarning = typeof headerWarning;
type LineChart = typeof lineChart;
type LiveTicker = typeof liveTicker;
type MatchCalendar = typeof matchCalendar;
type MatchQuickview = typeof matchQuickview;
type NavigationFlyout = typeof navigationFlyout;
type NewsList = typeof newsList;
type PhotoUpload = typeof photoUpload;
type ProfileImageSource = typeof profileImageSource;
type RangeSlider = typeof rangeSlider;
type Rating = typeof rating;
type ReportTool = typeof reportTool;
type StartPage = typeof startPage;
type SurveyLayer = typeof surveyLayer;
type Tabs = typeof tabs;
type TextTruncate = typeof textTruncate;
type TournamentTree = typeof tournamentTree;
type YearSelect = typeof yearSelect;
type MarkupChecker = typeof markupChecker;
type Tv = typeof tv;
type MediaEditList = typeof mediaEditList;
type AlbumEditList = typeof albumEditList;
type AlbumEdit = typeof albumEdit;
type MediaStream = typeof mediaStream;
type AlbumList = typeof albumList;
type AlbumDetail = typeof albumDetail;
type PhotoViewer = typeof photoViewer;
type ArticlePhotoUpload = typeof articlePhotoUpload;
type GenericUpload = typeof genericUpload;
type Gallery = typeof gallery;
type ObfuscatedResults = typeof obfuscatedResults;
type GeneratedReports = typeof generatedReports;
type ArticleEditor = typeof articleEditor;
type ProfileAchievements = typeof profileAchievements;
type ProfileLiveStats = typeof profileLiveStats;
type ProfileStage = typeof profileStage;

declare global {
  interface AnstossTranslations
    extends
      Shared,
      ClubSearch,
      CommentForm,
      Comments,
      CompetitionFinder,
      ContentLoader,
      CookieConsent,
      CrossTable,
      EditItem,
      FanPoll,
      Favourites,
      GoalOfTheWeek,
      HeaderWarning,
      LineChart,
      LiveTicker,
      MatchCalendar,
      MatchQuickview,
      NavigationFlyout,
      NewsList,
      PhotoUpload,
      ProfileImageSource,
      RangeSlider,
      Rating,
      ReportTool,
      StartPage,
      SurveyLayer,
      Tabs,
      TextTruncate,
      TournamentTree,
      YearSelect,
      MarkupChecker,
      Tv,
      MediaStream,
      AlbumList,
      AlbumDetail,
      PhotoViewer,
      ArticlePhotoUpload,
      GenericUpload,
      Gallery,
      ObfuscatedResults,
      GeneratedReports,
      Tv,
      MediaEditList,
      AlbumEditList,
      AlbumEdit,
      ArticleEditor,
      ProfileAchievements,
      ProfileLiveStats,
      ProfileStage {}
}
