class Report
  def title
    heading
  end
end

Report.new.title
